import { Button, Callout } from '@fees/shared-ui';
import type { PendingPayment } from './use-checkout';

export type PendingPaymentNoticeProps = {
  pending: PendingPayment;
  busy: boolean;
  onCheckAgain: () => void;
};

/** A payment the provider took that the server has not confirmed yet: it is kept, not lost. */
export function PendingPaymentNotice({ pending, busy, onCheckAgain }: PendingPaymentNoticeProps) {
  return (
    <Callout tone="success" role="status" title="Your payment was received and is being confirmed.">
      <p>
        {`The card payment provider took the payment (reference ${pending.reference}). It is recorded once it is confirmed; do not pay again.`}
      </p>
      {pending.state === 'unconfirmed' ? (
        <Button variant="light" width="auto" icon={null} busy={busy} onClick={onCheckAgain}>
          Check again
        </Button>
      ) : (
        <p>Confirming...</p>
      )}
    </Callout>
  );
}
