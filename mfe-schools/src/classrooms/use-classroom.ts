import { classroomQueryOptions } from '@fees/shared-data';
import { useSchoolRecord } from '@fees/shared-ui';

/** One classroom by id; a deleted or foreign id comes back as `notFound`. */
export function useClassroom(classroomId: string) {
  return useSchoolRecord(classroomQueryOptions(classroomId), (classroom) => classroom.schoolId);
}
