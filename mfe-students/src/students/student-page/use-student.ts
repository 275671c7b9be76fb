import { studentQueryOptions } from '@fees/shared-data';
import { useSchoolRecordWithRole } from '@fees/shared-ui/pages';

/**
 * One student by id, with the signed-in person's `role` in their school; a deleted or foreign id
 * comes back as `notFound`.
 */
export function useStudent(studentId: string) {
  return useSchoolRecordWithRole(studentQueryOptions(studentId));
}
