import { setCurrentTermMutationOptions, termLabel } from '@fees/shared-data';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';

/** Says which session and term the school is in, before its first payment (docs/terms.md). */
export function useSetCurrentTerm() {
  const base = setCurrentTermMutationOptions();
  return useMutation({
    ...base,
    onSuccess: async (term, ...rest) => {
      toastSuccess(`The school is now in ${termLabel(term)}.`);
      await base.onSuccess?.(term, ...rest);
    },
  });
}
