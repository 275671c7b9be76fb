import { studentQueryOptions } from '@fees/shared-data';
import { useSchoolRecord } from '@fees/shared-ui';

/** One student by id; a deleted or foreign id comes back as `notFound`. */
export function useStudent(studentId: string) {
  return useSchoolRecord(studentQueryOptions(studentId), (student) => student.schoolId);
}
