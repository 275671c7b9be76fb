import { useQuery } from '@tanstack/react-query';
import { classroomsQueryOptions } from './classrooms';

/** The classrooms of one school (lists, filters, the student form); waits until there is one. */
export function useSchoolClassrooms(schoolId: string | undefined) {
  return useQuery({
    ...classroomsQueryOptions({ filter: { schoolId: schoolId ?? '' } }),
    enabled: schoolId !== undefined,
  });
}
