import { errorMessage, toCsv } from '@fees/shared-data';
import { useState } from 'react';
import { toastError } from '../toaster/show-toast';
import { downloadCsv } from './download-csv';

/**
 * An 'Export CSV' button's work: writes the rows as a file of that name, says why when it could
 * not ('The cash book was not exported. …': the CSV writer loads on first use, which a dropped
 * connection can fail), and is `busy` meanwhile. `what` names the export in that message.
 */
export function useCsvExport(what: string) {
  const [busy, setBusy] = useState(false);

  async function exportCsv(
    fileName: string,
    header: readonly string[],
    rows: Parameters<typeof toCsv>[1],
  ) {
    setBusy(true);
    try {
      downloadCsv(fileName, await toCsv(header, rows));
    } catch (error) {
      toastError(`${what} was not exported. ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return { exportCsv, busy };
}
