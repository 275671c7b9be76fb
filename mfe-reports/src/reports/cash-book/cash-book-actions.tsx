import type { School } from '@fees/shared-data/core';
import { Button } from '@fees/shared-ui';
import { ExportCsvButton, useCsvExport } from '@fees/shared-ui/pages';
import { reportFileName } from '../report-frame/report-file-name';
import { CASH_BOOK_CSV_HEADER, cashBookCsvRows } from './cash-book-csv';
import { useCashBook } from './use-cash-book';
import styles from './cash-book.module.css';

/** The header's Export CSV and Print, of the cash book on screen once it has loaded. */
export function CashBookActions({ school }: { school: School }) {
  const { shown } = useCashBook(school._id);
  const exporter = useCsvExport('The cash book');
  return (
    <div className={styles.actions}>
      <ExportCsvButton
        busy={exporter.busy}
        disabled={!shown}
        onClick={() => {
          if (!shown) return;
          const period = shown.from === shown.to ? shown.from : `${shown.from}-to-${shown.to}`;
          void exporter.exportCsv(
            reportFileName('cash-book', school.name, period),
            CASH_BOOK_CSV_HEADER,
            cashBookCsvRows(shown),
          );
        }}
      />
      <Button width="auto" icon={null} disabled={!shown} onClick={() => window.print()}>
        Print
      </Button>
    </div>
  );
}
