import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@fees/shared-ui';
import { CashBookPage } from './reports/cash-book/cash-book-page';
import { DefaultersPage } from './reports/defaulters/defaulters-page';
import { TermOverviewPage } from './reports/term-overview/term-overview-page';

/** Exposed as `./routes`: this remote's whole URL space, matched against the full path. */
export default function ReportsRoutes() {
  return (
    <Routes>
      <Route path="reports" element={<TermOverviewPage />} />
      <Route path="reports/defaulters" element={<DefaultersPage />} />
      <Route path="reports/cash-book" element={<CashBookPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
