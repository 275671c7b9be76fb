import { studentPagesQueryOptions, type Sex } from '@fees/shared-data';
import { useDebouncedValue } from '@fees/shared-ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** A pause this long in typing asks the data source once. */
const SEARCH_PAUSE_MS = 250;

export type StudentListFilters = {
  q: string;
  classroomIds: readonly string[];
  sexes: readonly Sex[];
};

/**
 * The school's students matching the search and filters, a page at a time (the data source
 * filters and searches; thousands are never sent at once). The rows shown stay until the next
 * answer arrives, so typing never blanks the table.
 */
export function useStudents(schoolId: string | undefined, filters: StudentListFilters) {
  const q = useDebouncedValue(filters.q.trim(), SEARCH_PAUSE_MS);
  const query = useInfiniteQuery({
    ...studentPagesQueryOptions({
      filter: {
        schoolId: schoolId ?? '',
        classroomId: [...filters.classroomIds],
        sex: [...filters.sexes],
      },
      q: q || undefined,
    }),
    enabled: schoolId !== undefined,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    students: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
  };
}
