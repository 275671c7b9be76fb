import { Callout } from '@fees/shared-ui';
import type { useCardCheckout } from './use-checkout';
import { PendingPaymentNotice } from './pending-payment-notice';

/**
 * Above a card form: why the last try failed, or that the provider took a payment whose record is
 * being confirmed (with 'Check again' once the retries are used up).
 */
export function CheckoutNotices({
  checkout,
}: {
  checkout: Pick<
    ReturnType<typeof useCardCheckout>,
    'problem' | 'pending' | 'busy' | 'confirmAgain'
  >;
}) {
  return (
    <>
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
    </>
  );
}
