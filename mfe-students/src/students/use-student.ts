import { NotFoundError, studentQueryOptions, useCurrentSchoolStore } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * One student by id; a deleted or foreign id comes back as `notFound`. Opening a student of
 * another school (from the search or a link) makes that school the current one.
 */
export function useStudent(studentId: string) {
  const query = useQuery(studentQueryOptions(studentId));
  const setSchoolId = useCurrentSchoolStore((state) => state.setSchoolId);
  const schoolId = query.data?.schoolId;

  useEffect(() => {
    if (schoolId) setSchoolId(schoolId);
  }, [schoolId, setSchoolId]);

  return { ...query, notFound: query.error instanceof NotFoundError };
}
