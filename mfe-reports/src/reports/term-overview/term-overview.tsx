import { termLabel, termReportQueryOptions } from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import { LoadError, LoadingBox } from '@fees/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { TermSelect } from '../report-frame/term-select';
import { useReportTerm } from '../report-frame/use-report-term';
import { TermReportView } from './term-report-view';
import styles from './term-overview.module.css';

/** The school's term overview: the term chosen, and its report once it has loaded. */
export function TermOverview({ school }: { school: School }) {
  const chosen = useReportTerm(school._id);
  const query = useQuery({
    ...termReportQueryOptions(school._id, { termId: chosen.termId }),
    enabled: chosen.termId !== undefined,
  });

  if (chosen.termsQuery.isError) {
    return (
      <LoadError
        what="the school's terms"
        error={chosen.termsQuery.error}
        onRetry={() => void chosen.termsQuery.refetch()}
      />
    );
  }

  // The figures kept while the chosen term loads are the previous term's, named as theirs; those
  // of another school's term, kept across a switch of school, are not shown at all.
  const shown = chosen.terms.find((term) => term._id === query.data?.termId);
  let report;
  if (query.data && shown) {
    report = (
      <TermReportView
        report={query.data}
        termName={termLabel(shown)}
        busy={query.isPlaceholderData}
      />
    );
  } else if (query.isError) {
    report = (
      <LoadError what="the term report" error={query.error} onRetry={() => void query.refetch()} />
    );
  } else {
    report = <LoadingBox />;
  }

  return (
    <div className={styles.overview}>
      <div className={styles.toolbar} data-print="hide">
        <TermSelect
          terms={chosen.terms}
          value={chosen.termId}
          onChange={chosen.setTerm}
          className={styles.term}
        />
      </div>
      {report}
    </div>
  );
}
