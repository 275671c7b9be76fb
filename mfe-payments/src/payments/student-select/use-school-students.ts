import { LIMITS, studentsQueryOptions } from '@fees/shared-data';
import type { Student } from '@fees/shared-data/core';
import { useQueries, useQuery } from '@tanstack/react-query';

const PAGE_SIZE = LIMITS.pageSizeMax;

/**
 * Every student of a school, for the payment form's dropdown, in pages of the largest size a list
 * call takes. All of them are loaded (rather than searching the server with `q`) because the
 * dropdown matches the id as well as the name, and a list's `q` matches the name only.
 */
export function useSchoolStudents(schoolId: string | undefined) {
  const filter = { schoolId: schoolId ?? '' };
  const first = useQuery({
    ...studentsQueryOptions({ filter, limit: PAGE_SIZE, offset: 0 }),
    enabled: schoolId !== undefined,
  });
  const total = first.data?.total ?? 0;
  const laterPages = Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
  const rest = useQueries({
    queries: Array.from({ length: laterPages }, (_, index) => ({
      ...studentsQueryOptions({ filter, limit: PAGE_SIZE, offset: (index + 1) * PAGE_SIZE }),
      enabled: schoolId !== undefined,
    })),
  });
  const pages = [first, ...rest];
  const failed = pages.find((page) => page.isError);
  const students: Student[] | undefined = pages.every((page) => page.data)
    ? pages.flatMap((page) => page.data?.items ?? [])
    : undefined;

  return {
    /** Every student, once all the pages are here. */
    data: students,
    error: failed?.error ?? null,
    refetch: () => {
      for (const page of pages) if (page.isError) void page.refetch();
    },
  };
}
