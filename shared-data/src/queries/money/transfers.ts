import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { TransferAccountHolder, TransferRecipient } from '../../sources/data-source';
import { getSource } from '../../sources/get-source';
import type { SimulatedTransfer } from '../../validation/money/transfer-schemas';
import { invalidate } from '../invalidate';
import { classroomKeys, paymentKeys, schoolKeys, studentKeys, transferKeys } from '../query-keys';

/** A transfer recorded moves what a card payment moves: every figure reloads. */
const transferMoved = () =>
  invalidate(paymentKeys.all, studentKeys.all, classroomKeys.all, schoolKeys.all);

/** The school's transfers waiting to be assigned (docs/transfers.md#unmatched-transfers). */
export function unmatchedTransfersQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: transferKeys.unmatched(schoolId),
    queryFn: () => getSource().listUnmatchedTransfers(schoolId),
  });
}

export function assignTransferMutationOptions() {
  return mutationOptions({
    mutationFn: ({
      transferId,
      to,
      password,
    }: {
      transferId: string;
      to: TransferRecipient;
      password: string;
    }) => getSource().assignTransfer(transferId, to, password),
    onSuccess: transferMoved,
  });
}

/** Whether this mode can simulate a transfer: the guest demo's, where no bank moves money. */
export function canSimulateTransfer(): boolean {
  return typeof getSource().simulateTransfer === 'function';
}

/** The guest demo's 'Simulate a transfer' into a family's or student's transfer account. */
export function simulateTransferMutationOptions(holder: TransferAccountHolder) {
  return mutationOptions({
    mutationFn: async (transfer: SimulatedTransfer) => {
      const source = getSource();
      if (!source.simulateTransfer) throw new Error('Only the guest demo simulates a transfer');
      return source.simulateTransfer(holder, transfer);
    },
    onSuccess: transferMoved,
  });
}
