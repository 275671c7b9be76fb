import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { FamilyInput, FamilyListParams } from '../../sources/data-source';
import { getSource } from '../../sources/get-source';
import { invalidate } from '../invalidate';
import { familyKeys, studentKeys } from '../query-keys';

/** A page of the school's families (docs/families.md). */
export function familiesQueryOptions(schoolId: string, params: FamilyListParams = {}) {
  return queryOptions({
    queryKey: familyKeys.list(schoolId, params),
    queryFn: () => getSource().listFamilies(schoolId, params),
  });
}

export function familyQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: familyKeys.detail(familyId),
    queryFn: () => getSource().getFamily(familyId),
  });
}

/** A family's details are its children's too, so the students are read again. */
export function updateFamilyMutationOptions(familyId: string) {
  return mutationOptions({
    mutationFn: ({ input, password }: { input: FamilyInput; password: string }) =>
      getSource().updateFamily(familyId, input, password),
    onSuccess: () => invalidate(studentKeys.all),
  });
}
