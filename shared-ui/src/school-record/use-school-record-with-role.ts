import { schoolQueryOptions } from '@fees/shared-data';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSchoolRecord } from './use-school-record';

/**
 * A record of a school, as `useSchoolRecord` reads it, with the signed-in person's `role` in that
 * school (docs/staff.md#the-roles). It loads until the school is read too, so a page offers from
 * its first paint only what the role may do: never a button it then withdraws, nor an owner a
 * refusal.
 */
export function useSchoolRecordWithRole<T extends { schoolId: string }, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
) {
  const record = useSchoolRecord(options, (loaded) => loaded.schoolId);
  const school = useQuery({
    ...schoolQueryOptions(record.data?.schoolId ?? ''),
    enabled: record.data !== undefined,
  });
  const waiting = record.data !== undefined && school.data === undefined;
  return {
    data: waiting ? undefined : record.data,
    isPending: record.isPending || (waiting && !school.error),
    error: waiting ? school.error : record.error,
    notFound: record.notFound,
    refetch: waiting ? school.refetch : record.refetch,
    role: school.data?.role,
  };
}
