import { classroomsQueryOptions } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';

/** The classrooms of one school; waits until there is a school. */
export function useClassrooms(schoolId: string | undefined) {
  return useQuery({
    ...classroomsQueryOptions({ filter: { schoolId: schoolId ?? '' } }),
    enabled: schoolId !== undefined,
  });
}
