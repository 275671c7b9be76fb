import {
  PAYMENT_STATUS,
  sumNaira,
  termsQueryOptions,
  useCurrentSchool,
  useSchoolClassrooms,
} from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';
import {
  ButtonLink,
  CurrentSchoolPage,
  DataTable,
  EmptyState,
  LoadError,
  LoadingBox,
  NoMatches,
} from '@fees/shared-ui';
import { useNavigate } from 'react-router';
import { PAYMENT_COLUMNS } from './payment-columns';
import { paymentsSummary } from './payments-summary';
import { PaymentsToolbar } from './payments-toolbar';
import { StudentFilterNote } from './student-filter-note';
import { useExportPayments } from './use-export-payments';
import { usePaymentFilters } from './use-payment-filters';
import { usePaymentsList } from './use-payments-list';
import styles from './payments-page.module.css';

/** A file name from the school's name: letters and digits, words joined by '-'. */
function exportFileName(schoolName: string | undefined): string {
  const slug = (schoolName ?? 'school').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `payments-${slug.replace(/^-|-$/g, '')}.csv`;
}

/** /payments: the current school's payments, searched and filtered, with their total. */
export function PaymentsPage() {
  const navigate = useNavigate();
  const { school } = useCurrentSchool();
  const filters = usePaymentFilters();
  const listFilter = {
    schoolId: school?._id,
    q: filters.q,
    classrooms: filters.classrooms,
    students: filters.students,
    methods: filters.methods,
    terms: filters.terms,
  };
  const list = usePaymentsList(listFilter);
  const classrooms = useSchoolClassrooms(school?._id);
  const terms = useQuery({
    ...termsQueryOptions(school?._id ?? ''),
    enabled: school !== undefined,
  });
  const exporter = useExportPayments(listFilter, exportFileName(school?.name), terms.data ?? []);
  const singleStudent = filters.students.length === 1 ? filters.students[0] : undefined;
  const forStudent = singleStudent ? `?student=${encodeURIComponent(singleStudent)}` : '';
  const paymentActions = (
    <>
      <ButtonLink to={`/payments/create${forStudent}`} width="auto">
        Make payment
      </ButtonLink>
      <ButtonLink to={`/payments/record${forStudent}`} width="auto" variant="light">
        Record payment
      </ButtonLink>
    </>
  );
  // The whole filtered set's sum of what counts; a source that does not report it is summed from
  // the rows once they are all loaded.
  const amount =
    list.amount ??
    (list.rows.length === list.total
      ? sumNaira(
          list.rows.filter((row) => row.status === PAYMENT_STATUS.paid).map((row) => row.amount),
        )
      : undefined);

  const body = (schoolName: string) => {
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
          selectedTerms={filters.terms}
          onTermsChange={filters.setTerms}
          onExport={() => void exporter.exportCsv()}
          exporting={exporter.busy}
          canExport={list.total > 0}
        />
        {singleStudent ? (
          <StudentFilterNote studentId={singleStudent} onClear={filters.clearStudents} />
        ) : null}
        {list.isPending ? null : (
          <p role="status" className={styles.summary}>
            {paymentsSummary(list.total, amount, list.amountByMethod)}
          </p>
        )}
        {list.isPending ? (
          <LoadingBox />
        ) : list.total === 0 ? (
          <NoMatches
            message="No payments match this search and these filters."
            onClear={filters.clearAll}
          />
        ) : (
          <DataTable
            caption={`Payments made to ${schoolName}`}
            columns={PAYMENT_COLUMNS}
            rows={list.rows}
            total={list.total}
            rowKey={(payment) => payment._id}
            onRowActivate={(payment) => navigate(`/payments/${payment._id}`)}
            onNearEnd={() => {
              if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
            }}
          />
        )}
      </div>
    );
  };

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
