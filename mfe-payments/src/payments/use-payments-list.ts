import {
  paymentPagesQueryOptions,
  type ListParams,
  type Payment,
  type PaymentMethod,
} from '@fees/shared-data';
import { useInfiniteQuery } from '@tanstack/react-query';

export type PaymentListFilter = {
  schoolId: string | undefined;
  q: string;
  classrooms: readonly string[];
  students: readonly string[];
  methods: readonly PaymentMethod[];
  /** Terms by _id: the payments that arrived in them (docs/terms.md#payments). */
  terms: readonly string[];
};

/** The list's query: the school's payments, any of the chosen classrooms, students, methods and terms. */
export function paymentListParams({
  schoolId,
  q,
  classrooms,
  students,
  methods,
  terms,
}: PaymentListFilter): Omit<ListParams<Payment>, 'limit' | 'offset'> {
  return {
    filter: {
      schoolId: schoolId ?? '',
      ...(classrooms.length > 0 ? { classroomId: classrooms } : {}),
      ...(students.length > 0 ? { studentId: students } : {}),
      ...(methods.length > 0 ? { method: methods } : {}),
      ...(terms.length > 0 ? { termId: terms } : {}),
    },
    ...(q === '' ? {} : { q }),
  };
}

/**
 * The filtered payments a page at a time, with how many match and what those that count add up
 * to, in all and by method, over the whole filtered set (not just the pages loaded so far).
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
    amountByMethod: pages[0]?.amountByMethod,
  };
}
