import { NotFoundError, useCurrentSchoolStore } from '@fees/shared-data';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * One school, or one record of a school (classroom, student, payment), by its detail query; a
 * deleted or foreign id comes back as `notFound`. Opening it by any way (a card, the search, a
 * link) makes its school the current one once loaded, so its links and the way back list the
 * right school. `schoolIdOf` names that school: a school's own id, a record's `schoolId`.
 */
export function useSchoolRecord<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  schoolIdOf: (loaded: T) => string,
) {
  const query = useQuery(options);
  const setSchoolId = useCurrentSchoolStore((state) => state.setSchoolId);
  const schoolId = query.data ? schoolIdOf(query.data) : undefined;

  useEffect(() => {
    if (schoolId) setSchoolId(schoolId);
  }, [schoolId, setSchoolId]);

  return { ...query, notFound: query.error instanceof NotFoundError };
}
