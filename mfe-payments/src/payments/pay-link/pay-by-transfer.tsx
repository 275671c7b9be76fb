import { transferAccountWords, type TransferAccount } from '@fees/shared-data/core';
import { Callout } from '@fees/shared-ui';
import styles from './pay-link-page.module.css';

/**
 * Beside the card form of a link whose family or student has a transfer account
 * (docs/transfers.md#transfer-accounts): most parents pay by transfer, and a transfer into this
 * account records itself, so it is offered first. Nothing shows while there is none.
 */
export function PayByTransfer({ account }: { account: TransferAccount | null }) {
  if (!account) return null;
  return (
    <Callout tone="info" role="status" title="Pay by bank transfer">
      <p className={styles.lead}>Pay by transfer to {transferAccountWords(account)}.</p>
      <p className={styles.lead}>
        Any amount transferred into this account is recorded for the fees by itself, usually within
        minutes, and the receipt is sent to the e-mail the school has. Or pay by card below.
      </p>
    </Callout>
  );
}
