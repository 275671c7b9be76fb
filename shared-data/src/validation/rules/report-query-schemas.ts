import { boolean, number, object, string } from 'yup';
import { LIMITS } from '../../constants/limits';
import { REPORT_LIMITS, REPORT_REFUSALS } from '../../constants/money/reports';
import { isCalendarDay } from '../../format/dates';
import { cashBookDays } from '../../ledger/reports';

/**
 * The reports' query rules (docs/reports.md), which the API's query strings and the guest demo both
 * run, so both refuse the same input in the same words. A query string's values arrive as text,
 * which `min` converts; the guest's arrive typed.
 */

/** A calendar day, YYYY-MM-DD, as the lists' and reports' `from` and `to` take it. */
export const calendarDayRule = (name: string) =>
  string()
    .strict()
    .typeError(`${name} must be one day written YYYY-MM-DD`)
    .test('day', `${name} must be a day written YYYY-MM-DD`, (value) =>
      value === undefined ? true : isCalendarDay(value),
    );

/** `from` and `to`, both included; either may be left out, and `from` may not come after `to`. */
export const dayRangeShape = {
  from: calendarDayRule('from').test(
    'not-after-to',
    'from must not be after to',
    (value, context) =>
      value === undefined || typeof context.parent.to !== 'string' || value <= context.parent.to,
  ),
  to: calendarDayRule('to'),
};

/** Any text: a term that is not one of the school's is not found, whatever it looks like. */
const termReportQueryShape = {
  termId: string().strict().typeError('termId must be text'),
};

export const termReportQuerySchema = object(termReportQueryShape);

export const defaultersQuerySchema = object({
  ...termReportQueryShape,
  classroomId: string()
    .strict()
    .typeError('classroomId must be text')
    .max(LIMITS.idMax, 'Invalid classroomId'),
  min: number()
    .typeError('min must be an amount in naira')
    .min(0, 'min must be at least 0')
    .max(LIMITS.maxAmount, `min must be at most ${LIMITS.maxAmount}`)
    .test(
      'whole-kobo',
      'min can have at most 2 decimal places',
      (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    ),
  late: boolean().typeError('late must be true or false'),
});

export const cashBookQuerySchema = object({
  ...dayRangeShape,
  to: dayRangeShape.to.test(
    'span',
    REPORT_REFUSALS.cashBookTooLong,
    (to, context) =>
      to === undefined ||
      typeof context.parent.from !== 'string' ||
      cashBookDays(context.parent.from, to) <= REPORT_LIMITS.cashBookDaysMax,
  ),
});
