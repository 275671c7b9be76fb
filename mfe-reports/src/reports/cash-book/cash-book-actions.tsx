import type { School } from '@fees/shared-data';
import { Button } from '@fees/shared-ui';
import { useCashBook } from './use-cash-book';
import { useExportCashBook } from './use-export-cash-book';
import styles from './cash-book.module.css';

/** The header's Export CSV and Print, of the cash book on screen once it has loaded. */
export function CashBookActions({ school }: { school: School }) {
  const { shown } = useCashBook(school._id);
  const exporter = useExportCashBook(school);
  return (
    <div className={styles.actions}>
      <Button
        variant="light"
        width="auto"
        icon={null}
        busy={exporter.busy}
        busyText="Exporting..."
        disabled={!shown}
        onClick={() => {
          if (shown) void exporter.exportCsv(shown);
        }}
      >
        Export CSV
      </Button>
      <Button width="auto" icon={null} disabled={!shown} onClick={() => window.print()}>
        Print
      </Button>
    </div>
  );
}
