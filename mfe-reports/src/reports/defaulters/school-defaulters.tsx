import { defaultersQueryOptions, mayDo, termLabel, useSchoolClassrooms } from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import { Button, LoadError, LoadingBox } from '@fees/shared-ui';
import { useCsvExport } from '@fees/shared-ui/pages';
import { SendRemindersButton } from '@fees/shared-ui/pay-link';
import { useQuery } from '@tanstack/react-query';
import { reportFileName } from '../report-frame/report-file-name';
import { useReportTerm } from '../report-frame/use-report-term';
import { defaultersSummary } from './defaulters-summary';
import { DEFAULTERS_CSV_HEADER, defaulterCsvRow } from './defaulters-csv';
import { DefaultersTable } from './defaulters-table';
import { DefaultersToolbar } from './defaulters-toolbar';
import { useDefaulterFilters } from './use-defaulter-filters';
import styles from './defaulters.module.css';

/** The school's defaulters: the filters, who owes and how much, reminders, and the export. */
export function SchoolDefaulters({ school }: { school: School }) {
  const report = useReportTerm(school._id);
  const filters = useDefaulterFilters();
  const classrooms = useSchoolClassrooms(school._id);
  const query = useQuery({
    ...defaultersQueryOptions(school._id, {
      termId: report.termId,
      classroomId: filters.classroomId || undefined,
      min: filters.min,
      late: filters.late || undefined,
    }),
    enabled: report.termId !== undefined,
  });
  const term = report.term ? termLabel(report.term) : '';
  const exporter = useCsvExport('The defaulters list');
  const classroom = classrooms.data?.items.find((item) => item._id === filters.classroomId);
  const mayShare = mayDo(school.role, 'sharePayLinks');
  const mayRemind = mayDo(school.role, 'sendReminders');

  if (report.termsQuery.isError) {
    return (
      <LoadError
        what="the school's terms"
        error={report.termsQuery.error}
        onRetry={() => void report.termsQuery.refetch()}
      />
    );
  }

  let list;
  if (query.isError) {
    list = (
      <LoadError what="the defaulters" error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    list = <LoadingBox />;
  } else {
    list = (
      <>
        <p role="status" className={styles.summary}>
          {defaultersSummary(query.data, filters.min, filters.late)}
        </p>
        {query.data.length > 0 ? (
          <DefaultersTable
            caption={`Defaulters of ${school.name}, ${term}${classroom ? `, ${classroom.name}` : ''}`}
            defaulters={query.data}
            canShare={mayShare}
            busy={query.isPlaceholderData}
          />
        ) : null}
      </>
    );
  }

  // Reminders mail each parent in a class whose child owes now, so they go by class and only
  // while the current term is shown (docs/reports.md#defaulters).
  const current = report.term?.status === 'current';
  let reminders = null;
  if (mayRemind && current) {
    reminders = classroom ? (
      <SendRemindersButton classroom={classroom} />
    ) : (
      <p className={styles.hint}>Choose a class to e-mail reminders to its parents who owe.</p>
    );
  }

  return (
    <div className={styles.defaulters}>
      <DefaultersToolbar
        terms={report.terms}
        termId={report.termId}
        onTermChange={report.setTerm}
        classrooms={classrooms.data?.items ?? []}
        classroomId={filters.classroomId}
        onClassroomChange={filters.setClassroomId}
        minText={filters.minText}
        onMinTextChange={filters.setMinText}
        minProblem={filters.minProblem}
        late={filters.late}
        onLateChange={filters.setLate}
      />
      <div className={styles.actions}>
        {reminders}
        <Button
          variant="light"
          width="auto"
          icon={null}
          busy={exporter.busy}
          disabled={!query.data?.length}
          onClick={() =>
            void exporter.exportCsv(
              reportFileName('defaulters', school.name, term),
              DEFAULTERS_CSV_HEADER,
              (query.data ?? []).map(defaulterCsvRow),
            )
          }
        >
          Export CSV
        </Button>
        <Button variant="light" width="auto" icon={null} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      {list}
    </div>
  );
}
