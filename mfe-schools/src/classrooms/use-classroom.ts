import { classroomQueryOptions, schoolQueryOptions } from '@fees/shared-data';
import { useSchoolRecord } from '@fees/shared-ui';
import { useQuery } from '@tanstack/react-query';

/**
 * One classroom by id, with the signed-in person's `role` in its school (docs/staff.md#the-roles);
 * a deleted or foreign id comes back as `notFound`. It loads until that school is read too, so a
 * page offers from its first paint only what the role may do: never a button it then withdraws,
 * nor an owner a refusal.
 */
export function useClassroom(classroomId: string) {
  const classroom = useSchoolRecord(classroomQueryOptions(classroomId), (room) => room.schoolId);
  const school = useQuery({
    ...schoolQueryOptions(classroom.data?.schoolId ?? ''),
    enabled: classroom.data !== undefined,
  });
  const waiting = classroom.data !== undefined && school.data === undefined;
  return {
    data: waiting ? undefined : classroom.data,
    isPending: classroom.isPending || (waiting && !school.error),
    error: waiting ? school.error : classroom.error,
    notFound: classroom.notFound,
    refetch: waiting ? school.refetch : classroom.refetch,
    role: school.data?.role,
  };
}
