import {
  canSimulateTransfer,
  errorMessage,
  giveTransferAccountMutationOptions,
  transferAccountQueryOptions,
  type TransferAccountHolder,
} from '@fees/shared-data';
import { transferAccountWords } from '@fees/shared-data/core';
import { Button } from '@fees/shared-ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { SimulateTransferButton } from './simulate-transfer-button';
import styles from './transfer-account-value.module.css';

export type TransferAccountValueProps = {
  holder: TransferAccountHolder;
  /** The owner or a bursar, who may give one; anyone else only reads it. */
  canGive: boolean;
  /** Who the demo's transfer comes from, to start with: the family's name, or the surname. */
  sender: string;
};

/**
 * Where a family, or a student in no family, pays the school by transfer
 * (docs/transfers.md#transfer-accounts): '9930001234, Wema Bank, Bright Stars/Okafor family', or
 * none yet with 'Give a transfer account' for the owner and bursar, who in the guest demo may
 * then simulate a parent's transfer into it.
 */
export function TransferAccountValue({ holder, canGive, sender }: TransferAccountValueProps) {
  const account = useQuery(transferAccountQueryOptions(holder));
  const give = useMutation(giveTransferAccountMutationOptions(holder));
  if (account.isPending) return 'Loading…';
  if (account.error) return 'Could not be read just now';
  if (account.data) {
    const said = transferAccountWords(account.data);
    if (!canGive || !canSimulateTransfer()) return said;
    return (
      <span className={styles.withActions}>
        {said}
        <SimulateTransferButton holder={holder} sender={sender.toUpperCase()} />
      </span>
    );
  }
  return (
    <span className={styles.withActions}>
      None yet
      {canGive ? (
        <Button
          width="auto"
          variant="light"
          icon={null}
          busy={give.isPending}
          busyText="Giving..."
          onClick={() => give.mutate()}
        >
          Give a transfer account
        </Button>
      ) : null}
      {give.error ? (
        <span role="alert" className={styles.refused}>
          {errorMessage(give.error)}
        </span>
      ) : null}
    </span>
  );
}
