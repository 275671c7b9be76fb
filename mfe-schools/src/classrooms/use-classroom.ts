import { NotFoundError, classroomQueryOptions, useCurrentSchoolStore } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * One classroom by id; a deleted or foreign id comes back as `notFound`. Opening a classroom of
 * another school (from the search) makes that school the current one, so the links to its
 * students and payments show the right school.
 */
export function useClassroom(classroomId: string) {
  const query = useQuery(classroomQueryOptions(classroomId));
  const setSchoolId = useCurrentSchoolStore((state) => state.setSchoolId);
  const schoolId = query.data?.schoolId;

  useEffect(() => {
    if (schoolId) setSchoolId(schoolId);
  }, [schoolId, setSchoolId]);

  return { ...query, notFound: query.error instanceof NotFoundError };
}
