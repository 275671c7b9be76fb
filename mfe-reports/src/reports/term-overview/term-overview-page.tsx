import { ReportPage } from '../report-frame/report-page';
import { TermOverview } from './term-overview';

/**
 * /reports: how much the chosen term (`?term=`, else the current one) has collected and who still
 * owes, over the whole school, by class and by day (docs/reports.md#term-overview).
 */
export function TermOverviewPage() {
  return (
    <ReportPage title="Reports" purpose="see its reports">
      {(school) => <TermOverview school={school} />}
    </ReportPage>
  );
}
