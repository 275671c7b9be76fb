import { useCurrentSchool } from '@fees/shared-data';
import { Card } from '@fees/shared-ui';
import { RecordedPaymentForm } from './recorded-payment-form';
import { SchoolStudentsPage } from '../student-select/school-students-page';
import { useRecordPayment } from './use-record-payment';

/** /payments/record: a cash, transfer, POS or other payment the current school received. */
export function PaymentRecordPage() {
  const { save, repeatedPaymentId } = useRecordPayment(useCurrentSchool().school?._id ?? '');

  return (
    <SchoolStudentsPage
      path="/payments/record"
      backTo="/payments"
      purpose="record a payment to it"
      action="recordPayment"
    >
      {(students, preselected) => (
        <Card>
          <RecordedPaymentForm
            students={students}
            initialStudentId={preselected?._id}
            repeatedPaymentId={repeatedPaymentId}
            onSave={save}
          />
        </Card>
      )}
    </SchoolStudentsPage>
  );
}
