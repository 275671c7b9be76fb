import { ReportPage } from '../report-frame/report-page';
import { CashBookActions } from './cash-book-actions';
import { CashBookReport } from './cash-book-report';

/**
 * /reports/cash-book: the money received over a day or a few, per method and per payment, which a
 * bursar matches to the till and the bank statement, exports and prints for the file.
 */
export function CashBookPage() {
  return (
    <ReportPage
      title="Cash book"
      purpose="see its cash book"
      actions={(school) => <CashBookActions school={school} />}
    >
      {(school) => <CashBookReport school={school} />}
    </ReportPage>
  );
}
