import {
  paymentPagesQueryOptions,
  type ListParams,
  type ListSort,
  type Payment,
} from '@fees/shared-data';
import type { PaymentMethod, PaymentSort } from '@fees/shared-data/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export type PaymentListFilter = {
  schoolId: string | undefined;
  q: string;
  classrooms: readonly string[];
  students: readonly string[];
  methods: readonly PaymentMethod[];
  /** Terms by _id: the payments that arrived in them (docs/terms.md#payments). */
  terms: readonly string[];
  /** The first and last day in Lagos a date chip keeps, both included (docs/payments.md#the-list). */
  from?: string | undefined;
  to?: string | undefined;
  /** The order asked for; left out, newest first. */
  sort?: ListSort<PaymentSort> | undefined;
};

/**
 * The list's query: the school's payments, any of the chosen classrooms, students, methods and
 * terms, between the chip's days, in the order asked.
 */
export function paymentListParams({
  schoolId,
  q,
  classrooms,
  students,
  methods,
  terms,
  from,
  to,
  sort,
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
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(sort === undefined ? {} : { sort }),
  };
}

/**
 * The filtered payments a page at a time, with how many match, how many of them are void, and what
 * those that count add up to, in all and by method, over the whole filtered set (not just the pages loaded so far).
 * Another filter, chip or order is another list, from its first page; the rows shown stay until
 * it arrives, so a sort header keeps its focus. `ready` holds the list back until the filter is
 * known (the current term, for 'This term').
 */
export function usePaymentsList(filter: PaymentListFilter, ready = true) {
  const query = useInfiniteQuery({
    ...paymentPagesQueryOptions(paymentListParams(filter)),
    enabled: filter.schoolId !== undefined && ready,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  // Made once per page that arrives, not on every render: scrolled far, it holds 50,000 rows.
  const rows = useMemo(() => (pages ?? []).flatMap((page) => page.items), [pages]);
  return {
    ...query,
    rows,
    total: pages?.[0]?.total ?? 0,
    amount: pages?.[0]?.amount,
    amountByMethod: pages?.[0]?.amountByMethod,
    voided: pages?.[0]?.voided,
  };
}
