import { usePageTitle } from '@fees/shared-ui';

export function PaymentsPage() {
  usePageTitle('Payments');
  return (
    <section aria-labelledby="payments-heading">
      <h1 id="payments-heading">Payments</h1>
    </section>
  );
}
