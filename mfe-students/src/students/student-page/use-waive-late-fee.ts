import { formatMoney, waiveLateFeeMutationOptions } from '@fees/shared-data';
import { lateFeeLine, type LateFee } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';

/** Waives one of the student's late fees; rejects with the data layer's error for the dialog. */
export function useWaiveLateFee(studentId: string) {
  const mutation = useMutation(waiveLateFeeMutationOptions(studentId));
  return {
    busy: mutation.isPending,
    async waive(fee: LateFee, password: string) {
      await mutation.mutateAsync({ lineId: fee._id, password });
      toastSuccess(`${lateFeeLine(fee.dueOn)} of ${formatMoney(fee.amount)} waived.`);
    },
  };
}
