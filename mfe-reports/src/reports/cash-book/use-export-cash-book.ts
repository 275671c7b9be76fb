import { errorMessage, toCsv, type CashBook, type School } from '@fees/shared-data';
import { downloadCsv, toastError } from '@fees/shared-ui';
import { useState } from 'react';
import { reportFileName } from '../report-frame/report-file-name';
import { CASH_BOOK_CSV_HEADER, cashBookCsvRows } from './cash-book-csv';

/** 'Export CSV': the cash book on screen, every payment and the totals, as a file. */
export function useExportCashBook(school: School) {
  const [busy, setBusy] = useState(false);

  async function exportCsv(book: CashBook) {
    setBusy(true);
    try {
      const period = book.from === book.to ? book.from : `${book.from}-to-${book.to}`;
      downloadCsv(
        reportFileName('cash-book', school.name, period),
        await toCsv(CASH_BOOK_CSV_HEADER, cashBookCsvRows(book)),
      );
    } catch (error) {
      // The CSV writer loads on first use, which a dropped connection can fail.
      toastError(`The cash book was not exported. ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return { exportCsv, busy };
}
