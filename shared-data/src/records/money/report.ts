import { array, object } from 'yup';
import { PAYMENT_METHODS } from '../../constants/money/payments';
import type { PaymentMethod } from '../../types/payment';
import { field } from '../record-shape';

const day = () => field.text().meta({ jsonSchema: { format: 'date' } });
const method = () => field.text().oneOf<PaymentMethod>(PAYMENT_METHODS);

/** One class's share of a term report: its students in that term and their figures. */
export const classReportRecord = object({
  classroomId: field.text(),
  name: field.text(),
  students: field.whole(),
  billed: field.amount(),
  collected: field.amount(),
  outstanding: field.amount(),
});

/** What one method brought in on one day of the term. */
export const dayReportRecord = object({ day: day(), method: method(), amount: field.amount() });

/**
 * A term at a glance (docs/reports.md#term-overview). `billed` is the term's charges plus what
 * was brought forward into it, `collected` its counted payments, `outstanding` the positive
 * balances and `credit` the negative ones, as a positive figure. Naira.
 */
export const termReportRecord = object({
  termId: field.text(),
  billed: field.amount(),
  collected: field.amount(),
  outstanding: field.amount(),
  credit: field.amount(),
  byClass: array(classReportRecord).defined(),
  byDay: array(dayReportRecord).defined(),
});

/** A student who owes at the end of a term (docs/reports.md#defaulters). */
export const defaulterRecord = object({
  studentId: field.text(),
  fullname: field.text(),
  /** The class they were in that term; '' for one who had left. */
  classroom: field.text(),
  broughtForward: field.amount(),
  balance: field.amount(),
  /** The day of their last counted payment, or null when they never paid. */
  lastPaymentOn: day().nullable(),
  parentPhone: field.text(),
  parentEmail: field.text(),
  /** The first due day they have not met now, whichever term the list is of; null when not late. */
  overdueSince: day().nullable().defined(),
  /** Lagos days from overdueSince to today (0 on the day itself); null when not late. */
  daysOverdue: field.whole().nullable().defined(),
});

/** A payment in the cash book: a void one is listed and counts nowhere. */
export const cashBookEntryRecord = object({
  _id: field.text(),
  receivedOn: day(),
  method: method(),
  amount: field.amount(),
  studentName: field.text(),
  /** Who recorded it; a card payment names its payer and how they paid ('… (card)'). */
  recordedBy: field.text(),
  voided: field.bool(),
});

/** The money received over some days, per method, as a bursar matches it to the bank and the till. */
export const cashBookRecord = object({
  from: day(),
  to: day(),
  total: field.amount(),
  byMethod: object({
    card: field.amount(),
    cash: field.amount(),
    transfer: field.amount(),
    pos: field.amount(),
    other: field.amount(),
  }),
  payments: array(cashBookEntryRecord).defined(),
});
