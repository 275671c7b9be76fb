import { NotFoundError, schoolQueryOptions, useCurrentSchoolStore } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * One school by id. Opening a school by any way (a card, the search, a link) makes it the current
 * school once it has loaded; a deleted or foreign id comes back as `notFound`.
 */
export function useSchool(schoolId: string) {
  const query = useQuery(schoolQueryOptions(schoolId));
  const setSchoolId = useCurrentSchoolStore((state) => state.setSchoolId);
  const loadedId = query.data?._id;

  useEffect(() => {
    if (loadedId) setSchoolId(loadedId);
  }, [loadedId, setSchoolId]);

  return { ...query, notFound: query.error instanceof NotFoundError };
}
