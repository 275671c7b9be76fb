import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { TransferAccountHolder } from '../../sources/data-source';
import { getSource } from '../../sources/get-source';
import { invalidate } from '../invalidate';
import { queryClient } from '../query-client';
import { transferAccountKeys } from '../query-keys';

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

/** While a run waits or goes, it is read again this often, so the dialog follows it. */
const RUN_POLL_MS = 1_000;

/** The school's latest run giving every family an account; null before the first. */
export function transferAccountRunQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: transferAccountKeys.run(schoolId),
    queryFn: () => getSource().getTransferAccountRun(schoolId),
    refetchInterval: (query) => {
      const run = query.state.data;
      return run && run.state !== 'done' ? RUN_POLL_MS : false;
    },
  });
}

/**
 * Asks for every family and lone student to be given an account (docs/transfers.md#giving-every-
 * family-one), then follows the run.
 */
export function requestTransferAccountRunMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: () => getSource().requestTransferAccountRun(schoolId),
    // The run asked for is the school's run at once, so the dialog reads one source and shows it
    // without waiting for the accounts to be read again; its key is under `all`, so it is read
    // again too, and followed until done.
    onSuccess: (run) => {
      queryClient.setQueryData(transferAccountKeys.run(schoolId), run);
      void invalidate(transferAccountKeys.all);
    },
  });
}
