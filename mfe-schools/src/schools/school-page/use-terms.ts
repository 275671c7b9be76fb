import { termsQueryOptions } from '@fees/shared-data';
import type { Term } from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';

/** The school's terms, oldest first, and the current one (the last; docs/terms.md). */
export function useTerms(schoolId: string) {
  const query = useQuery(termsQueryOptions(schoolId));
  const current: Term | undefined = query.data?.at(-1);
  return { ...query, current };
}
