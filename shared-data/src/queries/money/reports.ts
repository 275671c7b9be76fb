import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSource } from '../../sources/get-source';
import type { CashBookQuery, DefaultersQuery, TermReportQuery } from '../../types/report';
import { reportKeys } from '../query-keys';

// A report kept while the next filters load keeps its table in place instead of a spinner; its
// keys sit under the school's, so every payment, void or edit refreshes the report on screen.

/** A term at a glance (docs/reports.md#term-overview). */
export function termReportQueryOptions(schoolId: string, query: TermReportQuery = {}) {
  return queryOptions({
    queryKey: reportKeys.term(schoolId, query),
    queryFn: () => getSource().getTermReport(schoolId, query),
    placeholderData: keepPreviousData,
  });
}

/** Who owes at the end of a term (docs/reports.md#defaulters). */
export function defaultersQueryOptions(schoolId: string, query: DefaultersQuery = {}) {
  return queryOptions({
    queryKey: reportKeys.defaulters(schoolId, query),
    queryFn: () => getSource().getDefaulters(schoolId, query),
    placeholderData: keepPreviousData,
  });
}

/** The money received over some days (docs/reports.md#cash-book). */
export function cashBookQueryOptions(schoolId: string, query: CashBookQuery = {}) {
  return queryOptions({
    queryKey: reportKeys.cashBook(schoolId, query),
    queryFn: () => getSource().getCashBook(schoolId, query),
    placeholderData: keepPreviousData,
  });
}
