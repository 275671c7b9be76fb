import { ReportPage } from '../report-frame/report-page';
import { SchoolDefaulters } from './school-defaulters';

/** /reports/defaulters: the students who owe at the end of a term (docs/reports.md#defaulters). */
export function DefaultersPage() {
  return (
    <ReportPage title="Defaulters" purpose="see who owes">
      {(school) => <SchoolDefaulters school={school} />}
    </ReportPage>
  );
}
