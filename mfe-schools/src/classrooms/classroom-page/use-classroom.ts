import { classroomQueryOptions } from '@fees/shared-data';
import { useSchoolRecordWithRole } from '@fees/shared-ui/pages';

/**
 * One classroom by id, with the signed-in person's `role` in its school; a deleted or foreign id
 * comes back as `notFound`.
 */
export function useClassroom(classroomId: string) {
  return useSchoolRecordWithRole(classroomQueryOptions(classroomId));
}
