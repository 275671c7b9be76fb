import { useCurrentSchool } from '@fees/shared-data';
import { Card, CurrentSchoolPage, Loaded } from '@fees/shared-ui';
import { useSearchParams } from 'react-router';
import { RecordedPaymentForm } from './recorded-payment-form';
import { useRecordPayment } from './use-record-payment';
import { useSchoolStudents } from './use-school-students';

/** /payments/record: a cash, transfer, POS or other payment the current school received. */
export function PaymentRecordPage() {
  const schoolId = useCurrentSchool().school?._id;
  const roster = useSchoolStudents(schoolId);
  const [params] = useSearchParams();
  const { save, repeatedPaymentId } = useRecordPayment(schoolId ?? '');
  const preselected = params.get('student');

  return (
    <CurrentSchoolPage
      path="/payments/record"
      backTo="/payments"
      width="form"
      purpose="record a payment to it"
    >
      {() => (
        <Loaded query={roster} what="the students">
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
        </Loaded>
      )}
    </CurrentSchoolPage>
  );
}
