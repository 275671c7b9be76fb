import { schoolsQueryOptions } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';

/** The signed-in owner's schools, in the order they were registered. */
export function useSchools() {
  return useQuery(schoolsQueryOptions());
}
