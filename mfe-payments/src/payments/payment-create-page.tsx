import { useCurrentSchool } from '@fees/shared-data';
import { Callout, Card, CurrentSchoolPage, Loaded } from '@fees/shared-ui';
import { useSearchParams } from 'react-router';
import { useCheckout } from './checkout/use-checkout';
import { PaymentForm } from './payment-form';
import { PendingPaymentNotice } from './pending-payment-notice';
import { useSchoolStudents } from './use-school-students';
import styles from './payment-create-page.module.css';

/** /payments/create: pay a student's fees to the current school by card. */
export function PaymentCreatePage() {
  const schoolId = useCurrentSchool().school?._id;
  const roster = useSchoolStudents(schoolId);
  const [params] = useSearchParams();
  const checkout = useCheckout(schoolId ?? '');
  const preselected = params.get('student');

  return (
    <CurrentSchoolPage
      path="/payments/create"
      backTo="/students"
      width="form"
      purpose="make a payment to it"
    >
      {() => (
        <Loaded query={roster} what="the students">
          {(students) => (
            <div className={styles.stack}>
              {checkout.problem ? (
                <Callout tone="danger" role="alert">
                  {checkout.problem}
                </Callout>
              ) : null}
              {checkout.pending ? (
                <PendingPaymentNotice
                  pending={checkout.pending}
                  busy={checkout.busy}
                  onCheckAgain={checkout.confirmAgain}
                />
              ) : null}
              <Card>
                <PaymentForm
                  students={students}
                  initialStudent={students.find((student) => student._id === preselected)}
                  busy={checkout.busy}
                  onPay={checkout.pay}
                />
              </Card>
            </div>
          )}
        </Loaded>
      )}
    </CurrentSchoolPage>
  );
}
