import { NotFoundError, useCurrentSchoolStore } from '@fees/shared-data';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * One record of a school (classroom, student, payment) by its detail query; a deleted or foreign
 * id comes back as `notFound`. Opening a record of another school (from the search or a link)
 * makes that school the current one, so its links and the way back list the right school.
 */
export function useSchoolRecord<T extends { schoolId: string }, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
) {
  const query = useQuery(options);
  const setSchoolId = useCurrentSchoolStore((state) => state.setSchoolId);
  const schoolId = query.data?.schoolId;

  useEffect(() => {
    if (schoolId) setSchoolId(schoolId);
  }, [schoolId, setSchoolId]);

  return { ...query, notFound: query.error instanceof NotFoundError };
}
