import { PAGE_NAMES, useCurrentSchool } from '@fees/shared-data';
import {
  Card,
  CurrentSchoolFallback,
  LoadError,
  LoadingBox,
  PageLayout,
  usePageTitle,
} from '@fees/shared-ui';
import { useSearchParams } from 'react-router';
import { RecordedPaymentForm } from './recorded-payment-form';
import { useRecordPayment } from './use-record-payment';
import { useSchoolStudents } from './use-school-students';

/** /payments/record: a cash, transfer, POS or other payment the current school received. */
export function PaymentRecordPage() {
  usePageTitle(PAGE_NAMES['/payments/record']);
  const current = useCurrentSchool();
  const school = current.school;
  const [params] = useSearchParams();
  const roster = useSchoolStudents(school?._id);
  const { save, repeatedPaymentId } = useRecordPayment(school?._id ?? '');
  const preselected = params.get('student');

  let body;
  if (!school) {
    body = <CurrentSchoolFallback current={current} purpose="record a payment to it" />;
  } else if (roster.isPending) {
    body = <LoadingBox />;
  } else if (roster.error) {
    body = <LoadError what="the students" error={roster.error} onRetry={roster.refetch} />;
  } else {
    body = (
      <Card>
        <RecordedPaymentForm
          students={roster.students}
          initialStudentId={
            roster.students.some((student) => student._id === preselected)
              ? (preselected ?? '')
              : ''
          }
          repeatedPaymentId={repeatedPaymentId}
          onSave={save}
        />
      </Card>
    );
  }

  return (
    <PageLayout
      width="form"
      title="Record Payment"
      subtitle={school?.name}
      backTo="/payments"
      backLabel="Back to payments"
    >
      {body}
    </PageLayout>
  );
}
