import { schoolQueryOptions, studentQueryOptions } from '@fees/shared-data';
import { useSchoolRecord } from '@fees/shared-ui';
import { useQuery } from '@tanstack/react-query';

/**
 * One student by id, with the signed-in person's `role` in their school (docs/staff.md#the-roles);
 * a deleted or foreign id comes back as `notFound`. It loads until that school is read too, so a
 * page offers from its first paint only what the role may do: never a button it then withdraws,
 * nor an owner a refusal.
 */
export function useStudent(studentId: string) {
  const student = useSchoolRecord(studentQueryOptions(studentId), (record) => record.schoolId);
  const school = useQuery({
    ...schoolQueryOptions(student.data?.schoolId ?? ''),
    enabled: student.data !== undefined,
  });
  const waiting = student.data !== undefined && school.data === undefined;
  return {
    data: waiting ? undefined : student.data,
    isPending: student.isPending || (waiting && !school.error),
    error: waiting ? school.error : student.error,
    notFound: student.notFound,
    refetch: waiting ? school.refetch : student.refetch,
    role: school.data?.role,
  };
}
