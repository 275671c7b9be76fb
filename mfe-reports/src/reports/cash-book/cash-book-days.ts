import { formatDay } from '@fees/shared-data';
import { cashBookQuerySchema, DAY_RANGE_BACKWARDS, validateBody } from '@fees/shared-data/core';

/** The days a cash book covers, both included (YYYY-MM-DD, Lagos). */
export type CashBookDays = { from: string; to: string };

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
  return result.fields.from ? DAY_RANGE_BACKWARDS : (result.fields.to ?? result.message);
}
