import { startNextTermMutationOptions, termLabel } from '@fees/shared-data';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';

/** Closes the current term and opens the next; every figure of the school is read again. */
export function useStartNextTerm() {
  const base = startNextTermMutationOptions();
  return useMutation({
    ...base,
    onSuccess: async (term, ...rest) => {
      toastSuccess(`${termLabel(term)} has started.`);
      await base.onSuccess?.(term, ...rest);
    },
  });
}
