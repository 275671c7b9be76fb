import { transferAccountQueryOptions, type TransferAccountHolder } from '@fees/shared-data';
import { transferAccountWords } from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';

/**
 * On a statement a parent is handed: where to pay by transfer, the family's account or the lone
 * student's (docs/transfers.md#transfer-accounts); nothing while none was given or it cannot be
 * read, since the statement stands without it.
 */
export function PayByTransferLine({ holder }: { holder: TransferAccountHolder }) {
  const account = useQuery(transferAccountQueryOptions(holder));
  if (!account.data) return null;
  return <p>{`Pay by transfer to ${transferAccountWords(account.data)}.`}</p>;
}
