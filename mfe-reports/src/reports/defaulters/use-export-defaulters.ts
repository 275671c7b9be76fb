import { errorMessage, formatDay, toCsv, type Defaulter } from '@fees/shared-data';
import { downloadCsv, toastError } from '@fees/shared-ui';
import { useState } from 'react';

const HEADER = [
  'Student name',
  'Class',
  'Brought forward (NGN)',
  'Balance (NGN)',
  'Last payment',
  'Parent phone',
  'Parent email',
];

function row(defaulter: Defaulter) {
  return [
    defaulter.fullname,
    defaulter.classroom,
    defaulter.broughtForward,
    defaulter.balance,
    defaulter.lastPaymentOn ? formatDay(defaulter.lastPaymentOn) : '',
    defaulter.parentPhone,
    defaulter.parentEmail,
  ];
}

/** 'Export CSV': the list as filtered, every row, for a spreadsheet or a call sheet. */
export function useExportDefaulters(defaulters: readonly Defaulter[], fileName: string) {
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      downloadCsv(fileName, await toCsv(HEADER, defaulters.map(row)));
    } catch (error) {
      toastError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return { exportCsv, busy };
}
