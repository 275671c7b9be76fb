import type { InferType } from 'yup';
import type {
  cashBookEntryRecord,
  cashBookRecord,
  classReportRecord,
  dayReportRecord,
  defaulterRecord,
  termReportRecord,
} from '../records/money/report';

/** A term at a glance, as `termReportRecord` says (docs/reports.md). Amounts are naira. */
export interface TermReport extends InferType<typeof termReportRecord> {}

export interface ClassReport extends InferType<typeof classReportRecord> {}

export interface DayReport extends InferType<typeof dayReportRecord> {}

/** A student who owes, as `defaulterRecord` says. */
export interface Defaulter extends InferType<typeof defaulterRecord> {}

/** Some days' money received, as `cashBookRecord` says. */
export interface CashBook extends InferType<typeof cashBookRecord> {}

export interface CashBookEntry extends InferType<typeof cashBookEntryRecord> {}

/** Which term a report is of; the current one when left out. */
export interface TermReportQuery {
  termId?: string | undefined;
}

/**
 * Whom a defaulters list names: owing more than `min` naira (0), in a class of that term, and with
 * `late` only those late now (docs/due-dates.md).
 */
export interface DefaultersQuery extends TermReportQuery {
  classroomId?: string | undefined;
  min?: number | undefined;
  late?: boolean | undefined;
}

/** The days of a cash book, both included (YYYY-MM-DD, Lagos); today when left out. */
export interface CashBookQuery {
  from?: string | undefined;
  to?: string | undefined;
}
