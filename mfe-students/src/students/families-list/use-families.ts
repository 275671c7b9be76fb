import { familiesQueryOptions } from '@fees/shared-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * The school's families whose name, parent's phone or e-mail holds `q`. The rows shown stay until
 * the next answer arrives, so typing never blanks the table.
 */
export function useFamilies(schoolId: string | undefined, q: string) {
  const search = q.trim();
  return useQuery({
    ...familiesQueryOptions(schoolId ?? '', search ? { q: search } : {}),
    enabled: schoolId !== undefined,
    placeholderData: keepPreviousData,
  });
}
