import type { School } from '@fees/shared-data/core';
import { CurrentSchoolPage } from '@fees/shared-ui/pages';
import { Fragment, type ReactNode } from 'react';
import { ReportTabs } from './report-tabs';
import styles from './report-page.module.css';

export type ReportPageProps = {
  /** The report's name: the page's title and the tab's. */
  title: string;
  /** What the user came to do, said when no school is chosen, e.g. 'see who owes'. */
  purpose: string;
  /** The header's buttons (the export), once the school is known. */
  actions?: (school: School) => ReactNode;
  children: (school: School) => ReactNode;
};

/** A report of the current school: its title, the tabs between the three reports, its content. */
export function ReportPage({ title, purpose, actions, children }: ReportPageProps) {
  return (
    <CurrentSchoolPage
      title={title}
      backTo="/"
      width="list"
      purpose={purpose}
      {...(actions ? { actions } : {})}
    >
      {(school) => (
        <div className={styles.report}>
          <ReportTabs />
          {/* Another school's report starts afresh: the figures kept while the next ones load
              are for the same school's other filters, never for another school. */}
          <Fragment key={school._id}>{children(school)}</Fragment>
        </div>
      )}
    </CurrentSchoolPage>
  );
}
