import {
  errorMessage,
  giveTransferAccountMutationOptions,
  transferAccountQueryOptions,
  type TransferAccountHolder,
} from '@fees/shared-data';
import { Button } from '@fees/shared-ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import styles from './transfer-account-value.module.css';

export type TransferAccountValueProps = {
  holder: TransferAccountHolder;
  /** The owner or a bursar, who may give one; anyone else only reads it. */
  canGive: boolean;
};

/**
 * Where a family, or a student in no family, pays the school by transfer
 * (docs/transfers.md#transfer-accounts): '9930001234, Wema Bank, Bright Stars/Okafor family', or
 * none yet with 'Give a transfer account' for the owner and bursar.
 */
export function TransferAccountValue({ holder, canGive }: TransferAccountValueProps) {
  const account = useQuery(transferAccountQueryOptions(holder));
  const give = useMutation(giveTransferAccountMutationOptions(holder));
  if (account.isPending) return 'Loading…';
  if (account.error) return 'Could not be read just now';
  if (account.data) {
    const { accountNumber, bankName, accountName } = account.data;
    return `${accountNumber}, ${bankName}, ${accountName}`;
  }
  return (
    <span className={styles.none}>
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
