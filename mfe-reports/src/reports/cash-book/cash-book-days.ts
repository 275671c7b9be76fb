import { cashBookQuerySchema, formatDay, validateBody } from '@fees/shared-data';

/** The days a cash book covers, both included (YYYY-MM-DD, Lagos). */
export type CashBookDays = { from: string; to: string };

/** The schema names the query's fields; the page names the fields the user sees. */
const BACKWARDS = 'The To day is before the From day: choose days in order.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day before `day` (YYYY-MM-DD); Lagos keeps no summer time, so a day is 24 hours. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** 'on 05-03-2026', or 'from 01-03-2026 to 05-03-2026': the days as a sentence ends. */
export function daysLabel({ from, to }: CashBookDays): string {
  return from === to ? `on ${formatDay(from)}` : `from ${formatDay(from)} to ${formatDay(to)}`;
}

/**
 * Why the server would refuse these days, by the rules it runs itself (docs/reports.md#cash-book),
 * or null: the page never asks for a cash book it would be refused.
 */
export function cashBookRefusal(days: CashBookDays): string | null {
  const result = validateBody(cashBookQuerySchema, days);
  if (!('fields' in result)) return null;
  return result.fields.from ? BACKWARDS : (result.fields.to ?? result.message);
}
