import { PAGE_NAMES, useCurrentSchool } from '@fees/shared-data';
import { Callout, Card, PageLayout, usePageTitle } from '@fees/shared-ui';
import { useSearchParams } from 'react-router';
import { useCheckout } from './checkout/use-checkout';
import { PaymentForm } from './payment-form';
import { PendingPaymentNotice } from './pending-payment-notice';
import { SchoolStudentsGate } from './school-students-gate';
import styles from './payment-create-page.module.css';

/** /payments/create: pay a student's fees to the current school by card. */
export function PaymentCreatePage() {
  usePageTitle(PAGE_NAMES['/payments/create']);
  const { school } = useCurrentSchool();
  const [params] = useSearchParams();
  const checkout = useCheckout(school?._id ?? '');
  const preselected = params.get('student');

  return (
    <PageLayout
      width="form"
      title="Make Payment"
      subtitle={school?.name}
      backTo="/students"
      backLabel="Back to students"
    >
      <SchoolStudentsGate purpose="make a payment to it">
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
      </SchoolStudentsGate>
    </PageLayout>
  );
}
