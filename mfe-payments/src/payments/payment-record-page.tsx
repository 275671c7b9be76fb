import { PAGE_NAMES, useCurrentSchool } from '@fees/shared-data';
import { Card, PageLayout, usePageTitle } from '@fees/shared-ui';
import { useSearchParams } from 'react-router';
import { RecordedPaymentForm } from './recorded-payment-form';
import { SchoolStudentsGate } from './school-students-gate';
import { useRecordPayment } from './use-record-payment';

/** /payments/record: a cash, transfer, POS or other payment the current school received. */
export function PaymentRecordPage() {
  usePageTitle(PAGE_NAMES['/payments/record']);
  const { school } = useCurrentSchool();
  const [params] = useSearchParams();
  const { save, repeatedPaymentId } = useRecordPayment(school?._id ?? '');
  const preselected = params.get('student');

  return (
    <PageLayout
      width="form"
      title="Record Payment"
      subtitle={school?.name}
      backTo="/payments"
      backLabel="Back to payments"
    >
      <SchoolStudentsGate purpose="record a payment to it">
        {(students) => (
          <Card>
            <RecordedPaymentForm
              students={students}
              initialStudentId={
                students.some((student) => student._id === preselected) ? (preselected ?? '') : ''
              }
              repeatedPaymentId={repeatedPaymentId}
              onSave={save}
            />
          </Card>
        )}
      </SchoolStudentsGate>
    </PageLayout>
  );
}
