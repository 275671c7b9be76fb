import { usePageTitle } from '@fees/shared-ui';

export function PaymentPage() {
  usePageTitle('Payment');
  return (
    <section aria-labelledby="payment-heading">
      <h1 id="payment-heading">Payment</h1>
    </section>
  );
}
