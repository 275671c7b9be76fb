import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Instalment } from '../../ledger/due-now';
import { getSource } from '../../sources/get-source';
import { invalidate } from '../invalidate';
import { planKeys, studentKeys } from '../query-keys';

/** The school's plan for its current term (docs/due-dates.md). */
export function planQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: planKeys.school(schoolId),
    queryFn: () => getSource().getPlan(schoolId),
  });
}

/** Sets it; every student's (and family's) due figures follow, so they are read again. */
export function setPlanMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: ({ instalments, password }: { instalments: Instalment[]; password: string }) =>
      getSource().setPlan(schoolId, instalments, password),
    onSuccess: () => invalidate(planKeys.school(schoolId), studentKeys.all),
  });
}
