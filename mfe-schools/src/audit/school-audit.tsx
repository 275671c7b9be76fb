import { DAY_RANGE_BACKWARDS, type School } from '@fees/shared-data/core';
import { LoadError, LoadingBox } from '@fees/shared-ui';
import { EmptyState, NoMatches } from '@fees/shared-ui/pages';
import { useRef } from 'react';
import { AuditPager } from './audit-pager';
import { AuditTable } from './audit-table';
import { AuditToolbar } from './audit-toolbar';
import { useAuditFilters } from './use-audit-filters';
import { useAuditLog } from './use-audit-log';
import { useExportAudit } from './use-export-audit';
import styles from './audit.module.css';

const NOTHING_LOGGED = 'Nothing has been logged yet.';
const NO_MATCHES = 'Nothing in the log matches these filters.';

/** What the owner sees of a school's audit log: its filters, a page of lines, and the export. */
export function SchoolAudit({ school }: { school: School }) {
  const filters = useAuditFilters();
  const { query, page, setPage } = useAuditLog(school._id, filters.filter, !filters.backwards);
  const exporter = useExportAudit(school, filters.filter);
  const box = useRef<HTMLDivElement>(null);
  const total = query.data?.total ?? 0;

  // A page kept from other filters while these load says nothing about the log as a whole.
  if (!filters.active && !query.isPlaceholderData && query.data?.total === 0) {
    return <EmptyState message={NOTHING_LOGGED} />;
  }

  let lines;
  if (filters.backwards) {
    lines = (
      <p role="alert" className={styles.note}>
        {DAY_RANGE_BACKWARDS}
      </p>
    );
  } else if (!query.data) {
    lines = query.isError ? (
      <LoadError what="the audit log" error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <LoadingBox />
    );
  } else if (total === 0) {
    lines = <NoMatches message={NO_MATCHES} onClear={filters.clearAll} />;
  } else {
    lines = (
      <>
        <AuditTable
          ref={box}
          school={school}
          lines={query.data.items}
          busy={query.isPlaceholderData}
        />
        <AuditPager
          page={page}
          total={total}
          onPageChange={(next) => {
            setPage(next);
            box.current?.focus();
          }}
        />
      </>
    );
  }

  return (
    <div className={styles.audit}>
      <AuditToolbar
        filter={filters.filter}
        text={filters.text}
        onTextChange={filters.setText}
        onActionChange={filters.setAction}
        onFromChange={filters.setFrom}
        onToChange={filters.setTo}
        onExport={() => void exporter.exportCsv()}
        exporting={exporter.busy}
        canExport={!filters.backwards && total > 0}
      />
      {lines}
    </div>
  );
}
