import {
  PAYMENT_STATUS,
  mayDo,
  termsQueryOptions,
  useCurrentSchool,
  useSchoolClassrooms,
} from '@fees/shared-data';
import { countsAsPaid, PAYMENT_SORTS, sumNaira } from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink, LoadError, LoadingBox } from '@fees/shared-ui';
import { CurrentSchoolPage, EmptyState, NoMatches, useSortParam } from '@fees/shared-ui/pages';
import { PaymentPeriodChips } from './periods/payment-period-chips';
import { PAYMENT_PERIOD_PHRASES, periodDays } from './periods/payment-periods';
import { paymentsSummary } from './payments-summary';
import { PaymentsTable } from './payments-table';
import { PaymentsToolbar } from './payments-toolbar';
import { StudentFilterNote } from './student-filter-note';
import { useExportPayments } from './use-export-payments';
import { usePaymentFilters } from './periods/use-payment-filters';
import { paymentListParams, usePaymentsList } from './use-payments-list';
import { UnmatchedTransfers } from '../unmatched-transfers/unmatched-transfers';
import styles from './payments-page.module.css';

/** A file name from the school's name: letters and digits, words joined by '-'. */
function exportFileName(schoolName: string | undefined): string {
  const slug = (schoolName ?? 'school').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `payments-${slug.replace(/^-|-$/g, '')}.csv`;
}

/**
 * /payments: the current school's payments, searched, filtered and narrowed to a period by its date
 * chips, sortable by date and amount, with their total. Taking and recording payments is offered
 * to the school's owner and bursar.
 */
export function PaymentsPage() {
  const { school } = useCurrentSchool();
  const filters = usePaymentFilters();
  const { sort, step } = useSortParam(PAYMENT_SORTS);
  const classrooms = useSchoolClassrooms(school?._id);
  const terms = useQuery({
    ...termsQueryOptions(school?._id ?? ''),
    enabled: school !== undefined,
  });
  // 'This term' is the school's current term, the last of its terms; the list waits for it.
  const currentTerm = terms.data?.at(-1)?._id;
  const thisTerm = filters.period === 'term';
  const listFilter = {
    schoolId: school?._id,
    q: filters.q,
    classrooms: filters.classrooms,
    students: filters.students,
    methods: filters.methods,
    terms: thisTerm && currentTerm !== undefined ? [currentTerm] : filters.terms,
    ...periodDays(filters.period),
    sort,
  };
  const list = usePaymentsList(listFilter, !thisTerm || currentTerm !== undefined);
  const exporter = useExportPayments(listFilter, exportFileName(school?.name), terms.data ?? []);
  const singleStudent = filters.students.length === 1 ? filters.students[0] : undefined;
  const forStudent = singleStudent ? `?student=${encodeURIComponent(singleStudent)}` : '';
  const paymentActions = mayDo(school?.role, 'recordPayment') ? (
    <>
      <ButtonLink to={`/payments/create${forStudent}`} width="auto">
        Make payment
      </ButtonLink>
      <ButtonLink to={`/payments/record${forStudent}`} width="auto" variant="light">
        Record payment
      </ButtonLink>
    </>
  ) : undefined;
  // The whole filtered set's sum of what counts, and how many are void; a source that does not
  // report them has them worked out from the rows once they are all loaded.
  const allLoaded = list.rows.length === list.total;
  const amount =
    list.amount ??
    (allLoaded
      ? sumNaira(list.rows.filter((row) => countsAsPaid(row)).map((row) => row.amount))
      : undefined);
  const voided =
    list.voided ??
    (allLoaded ? list.rows.filter((row) => row.status === PAYMENT_STATUS.void).length : undefined);

  const payments = (schoolName: string) => {
    if (list.isError) {
      return (
        <LoadError what="the payments" error={list.error} onRetry={() => void list.refetch()} />
      );
    }
    if (!list.isPending && list.total === 0 && !filters.active) {
      return (
        <EmptyState
          message={`There are no payments made to ${schoolName}.`}
          action={paymentActions}
        />
      );
    }
    return (
      <div className={styles.list}>
        <PaymentsToolbar
          text={filters.text}
          onTextChange={filters.setText}
          classrooms={classrooms.data?.items ?? []}
          selectedClassrooms={filters.classrooms}
          onClassroomsChange={filters.setClassrooms}
          selectedMethods={filters.methods}
          onMethodsChange={filters.setMethods}
          terms={terms.data ?? []}
          selectedTerms={listFilter.terms}
          onTermsChange={filters.setTerms}
          onExport={() => void exporter.exportCsv()}
          exporting={exporter.busy}
          canExport={list.total > 0}
        />
        <PaymentPeriodChips period={filters.period} onPeriodChange={filters.setPeriod} />
        {singleStudent ? (
          <StudentFilterNote studentId={singleStudent} onClear={filters.clearStudents} />
        ) : null}
        {list.isPending ? null : (
          <p role="status" className={styles.summary}>
            {paymentsSummary(list.total, amount, list.amountByMethod, voided)}
          </p>
        )}
        {list.isPending ? (
          <LoadingBox />
        ) : list.total === 0 ? (
          <NoMatches
            message={
              filters.filtered || filters.period === 'all'
                ? 'No payments match this search and these filters.'
                : `No payments ${PAYMENT_PERIOD_PHRASES[filters.period]}.`
            }
            onClear={filters.clearAll}
          />
        ) : (
          <PaymentsTable
            // Another search, filter or period is another list: it starts at its top. The table
            // does so itself for another order, keeping the focus on the header that asked.
            key={JSON.stringify(paymentListParams({ ...listFilter, sort: undefined }))}
            schoolName={schoolName}
            payments={list.rows}
            total={list.total}
            sort={sort}
            onSort={step}
            onNearEnd={() => {
              if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
            }}
          />
        )}
      </div>
    );
  };

  const body = (schoolName: string) => (
    <>
      {school ? <UnmatchedTransfers schoolId={school._id} role={school.role} /> : null}
      {payments(schoolName)}
    </>
  );

  return (
    <CurrentSchoolPage
      path="/payments"
      backTo="/"
      width="list"
      purpose="see its payments"
      actions={() => paymentActions}
    >
      {(current) => body(current.name)}
    </CurrentSchoolPage>
  );
}
