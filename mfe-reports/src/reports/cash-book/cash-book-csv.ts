import { formatDay } from '@fees/shared-data';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type CashBook } from '@fees/shared-data/core';

export const CASH_BOOK_CSV_HEADER = [
  'Day',
  'Student',
  'Method',
  'Amount (NGN)',
  'Recorded by',
  'Voided',
] as const;

/**
 * The file's lines: every payment as the table lists it, then the totals the table above it shows,
 * each under Method and Amount so a spreadsheet adds the same column. The day is always written: a
 * file is read away from the days it was taken for.
 */
export function cashBookCsvRows(book: CashBook): (string | number)[][] {
  return [
    ...book.payments.map((payment) => [
      formatDay(payment.receivedOn),
      payment.studentName,
      PAYMENT_METHOD_LABELS[payment.method],
      payment.amount,
      payment.recordedBy,
      payment.voided ? 'yes' : '',
    ]),
    ...PAYMENT_METHODS.map((method) => [
      'Total',
      '',
      PAYMENT_METHOD_LABELS[method],
      book.byMethod[method],
      '',
      '',
    ]),
    ['Total', '', 'All methods', book.total, '', ''],
  ];
}
