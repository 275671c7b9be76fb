import { PAGE_NAMES, useCurrentSchool } from '@fees/shared-data';
import {
  Callout,
  Card,
  LoadError,
  LoadingBox,
  CurrentSchoolFallback,
  PageLayout,
  usePageTitle,
} from '@fees/shared-ui';
import { useSearchParams } from 'react-router';
import { useCheckout } from './checkout/use-checkout';
import { PaymentForm } from './payment-form';
import { PendingPaymentNotice } from './pending-payment-notice';
import { useSchoolStudents } from './use-school-students';
import styles from './payment-create-page.module.css';

/** /payments/create: pay a student's fees to the current school by card. */
export function PaymentCreatePage() {
  usePageTitle(PAGE_NAMES['/payments/create']);
  const current = useCurrentSchool();
  const school = current.school;
  const [params] = useSearchParams();
  const roster = useSchoolStudents(school?._id);
  const checkout = useCheckout(school?._id ?? '');
  const preselected = params.get('student');

  let body;
  if (!school) {
    body = <CurrentSchoolFallback current={current} purpose="make a payment to it" />;
  } else if (roster.isPending) {
    body = <LoadingBox />;
  } else if (roster.error) {
    body = <LoadError what="the students" error={roster.error} onRetry={roster.refetch} />;
  } else {
    body = (
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
            students={roster.students}
            initialStudent={roster.students.find((student) => student._id === preselected)}
            busy={checkout.busy}
            onPay={checkout.pay}
          />
        </Card>
      </div>
    );
  }

  return (
    <PageLayout
      width="form"
      title="Make Payment"
      subtitle={school?.name}
      backTo="/students"
      backLabel="Back to students"
    >
      {body}
    </PageLayout>
  );
}
