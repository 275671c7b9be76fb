import { useCurrentSchool } from '@fees/shared-data';
import { Card } from '@fees/shared-ui';
import { CheckoutNotices } from '../checkout/checkout-notices';
import { useCheckout } from '../checkout/use-checkout';
import { PaymentForm } from './payment-form';
import { SchoolStudentsPage } from '../student-select/school-students-page';
import styles from './payment-create-page.module.css';

/** /payments/create: pay a student's fees to the current school by card. */
export function PaymentCreatePage() {
  const checkout = useCheckout(useCurrentSchool().school?._id ?? '');

  return (
    <SchoolStudentsPage
      path="/payments/create"
      backTo="/students"
      purpose="make a payment to it"
      action="takeCardPayment"
    >
      {(students, preselected) => (
        <div className={styles.stack}>
          <CheckoutNotices checkout={checkout} />
          <Card>
            <PaymentForm
              students={students}
              initialStudent={preselected}
              busy={checkout.busy}
              onPay={checkout.pay}
            />
          </Card>
        </div>
      )}
    </SchoolStudentsPage>
  );
}
