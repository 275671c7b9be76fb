import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { TransferAccountHolder } from '../sources/data-source';
import { getSource } from '../sources/get-source';
import { invalidate } from './invalidate';
import { transferAccountKeys } from './query-keys';

/** The account a family or student pays by transfer into; null while none was given. */
export function transferAccountQueryOptions(holder: TransferAccountHolder) {
  return queryOptions({
    queryKey: transferAccountKeys.of(holder),
    queryFn: () => getSource().getTransferAccount(holder),
  });
}

export function giveTransferAccountMutationOptions(holder: TransferAccountHolder) {
  return mutationOptions({
    mutationFn: () => getSource().giveTransferAccount(holder),
    onSuccess: () => invalidate(transferAccountKeys.all),
  });
}
