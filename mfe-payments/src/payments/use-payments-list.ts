import { paymentPagesQueryOptions, type ListParams, type Payment } from '@fees/shared-data';
import { useInfiniteQuery } from '@tanstack/react-query';

export type PaymentListFilter = {
  schoolId: string | undefined;
  q: string;
  classrooms: readonly string[];
  students: readonly string[];
};

/** The list's query: the school's payments, any of the chosen classrooms and students. */
export function paymentListParams({
  schoolId,
  q,
  classrooms,
  students,
}: PaymentListFilter): Omit<ListParams<Payment>, 'limit' | 'offset'> {
  return {
    filter: {
      schoolId: schoolId ?? '',
      ...(classrooms.length > 0 ? { classroomId: classrooms } : {}),
      ...(students.length > 0 ? { studentId: students } : {}),
    },
    ...(q === '' ? {} : { q }),
  };
}

/**
 * The filtered payments a page at a time, with how many match and what they add up to over the
 * whole filtered set (not just the pages loaded so far).
 */
export function usePaymentsList(filter: PaymentListFilter) {
  const query = useInfiniteQuery({
    ...paymentPagesQueryOptions(paymentListParams(filter)),
    enabled: filter.schoolId !== undefined,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    rows: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
    amount: pages[0]?.amount,
  };
}
