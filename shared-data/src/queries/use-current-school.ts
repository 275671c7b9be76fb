import { useQuery } from '@tanstack/react-query';
import { NotFoundError } from '../sources/data-errors';
import { useCurrentSchoolStore } from '../stores/current-school-store';
import { schoolQueryOptions } from './school-records/schools';

/**
 * The school chosen in the top bar or by opening it. `missing` when none is chosen, or when the
 * chosen one no longer exists (deleted, or another account's).
 */
export function useCurrentSchool() {
  const schoolId = useCurrentSchoolStore((state) => state.schoolId);
  const query = useQuery({ ...schoolQueryOptions(schoolId ?? ''), enabled: schoolId !== null });
  const missing = schoolId === null || query.error instanceof NotFoundError;
  return {
    schoolId,
    school: missing ? undefined : query.data,
    missing,
    isPending: !missing && query.isPending,
    error: missing || query.data ? null : query.error,
    refetch: query.refetch,
  };
}
