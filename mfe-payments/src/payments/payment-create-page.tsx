import { usePageTitle } from '@fees/shared-ui';

export function PaymentCreatePage() {
  usePageTitle('Make Payment');
  return (
    <section aria-labelledby="payment-create-heading">
      <h1 id="payment-create-heading">Make Payment</h1>
    </section>
  );
}
