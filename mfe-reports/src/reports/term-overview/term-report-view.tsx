import type { TermReport } from '@fees/shared-data/core';
import { EmptyState } from '@fees/shared-ui/pages';
import { useId } from 'react';
import { ClassChart } from './class-chart';
import { ClassTable } from './class-table';
import { DayChart } from './day-chart';
import { dayRows, methodsUsed } from './day-rows';
import { DayTable } from './day-table';
import { TermFigures } from './term-figures';
import styles from './term-overview.module.css';

export type TermReportViewProps = {
  report: TermReport;
  /** The report's term in words, 'Second term 2026/2027'. */
  termName: string;
  /** While another term loads, these figures stay, marked as about to change. */
  busy: boolean;
};

/**
 * A term at a glance: its headline figures, then by class and by day, each chart with a table
 * that gives its figures to a screen reader and to paper.
 */
export function TermReportView({ report, termName, busy }: TermReportViewProps) {
  const headingId = useId();
  const rows = dayRows(report.byDay);
  const methods = methodsUsed(report.byDay);
  return (
    <section aria-labelledby={headingId} aria-busy={busy || undefined} className={styles.report}>
      <h2 id={headingId} className={styles.heading}>
        {termName}
      </h2>
      <TermFigures report={report} />
      <section className={styles.part}>
        <h3 className={styles.partHeading}>By class</h3>
        {report.byClass.length === 0 ? (
          <EmptyState message="No classes in this term yet." />
        ) : (
          <>
            <ClassChart classes={report.byClass} />
            <ClassTable caption={`Fees by class, ${termName}`} classes={report.byClass} />
          </>
        )}
      </section>
      <section className={styles.part}>
        <h3 className={styles.partHeading}>Collections by day</h3>
        {rows.length === 0 ? (
          <EmptyState message="No payments counted in this term yet." />
        ) : (
          <>
            <DayChart rows={rows} methods={methods} />
            <DayTable caption={`Collections by day, ${termName}`} rows={rows} methods={methods} />
          </>
        )}
      </section>
    </section>
  );
}
