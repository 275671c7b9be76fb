import { studentPagesQueryOptions, type ListSort } from '@fees/shared-data';
import type { Sex, Student, StudentSort } from '@fees/shared-data/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

export type StudentListFilters = {
  q: string;
  classroomIds: readonly string[];
  sexes: readonly Sex[];
  /** Enrolled students, those who left the school (docs/terms.md#next-term), or both when empty. */
  enrolments: readonly Student['enrolment'][];
};

/**
 * The school's students matching the search and filters, in `sort`'s order or registration order,
 * a page at a time (the data source filters, searches and sorts; thousands are never sent at
 * once). Another order is another list, from its first page. The rows shown stay until the next
 * answer arrives, so typing never blanks the table.
 */
export function useStudents(
  schoolId: string | undefined,
  filters: StudentListFilters,
  sort: ListSort<StudentSort> | undefined,
) {
  const q = filters.q.trim();
  const query = useInfiniteQuery({
    ...studentPagesQueryOptions({
      filter: {
        schoolId: schoolId ?? '',
        classroomId: [...filters.classroomIds],
        sex: [...filters.sexes],
        enrolment: [...filters.enrolments],
      },
      q: q || undefined,
      sort,
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
