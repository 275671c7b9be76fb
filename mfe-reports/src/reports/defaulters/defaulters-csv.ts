import { formatDay, type Defaulter } from '@fees/shared-data';

/** The defaulters file's columns, one line per row of the list as filtered. */
export const DEFAULTERS_CSV_HEADER = [
  'Student name',
  'Class',
  'Brought forward (NGN)',
  'Balance (NGN)',
  'Last payment',
  'Days overdue',
  'Parent phone',
  'Parent email',
];

export function defaulterCsvRow(defaulter: Defaulter) {
  return [
    defaulter.fullname,
    defaulter.classroom,
    defaulter.broughtForward,
    defaulter.balance,
    defaulter.lastPaymentOn ? formatDay(defaulter.lastPaymentOn) : '',
    defaulter.daysOverdue ?? '',
    defaulter.parentPhone,
    defaulter.parentEmail,
  ];
}
