import { schoolToday } from '@fees/shared-data';
import { daysBefore } from '@fees/shared-data/core';

/** The date chips over the payments list, in the order they show; 'all' is no chip in the URL. */
export const PAYMENT_PERIODS = ['today', 'week', 'term', 'all'] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];

export const PAYMENT_PERIOD_LABELS: Readonly<Record<PaymentPeriod, string>> = {
  today: 'Today',
  week: 'This week',
  term: 'This term',
  all: 'All',
};

/** What a chip keeps, as the list says when it holds nothing: 'No payments today.' */
export const PAYMENT_PERIOD_PHRASES: Readonly<Record<Exclude<PaymentPeriod, 'all'>, string>> = {
  today: 'today',
  week: 'this week',
  term: 'this term',
};

export const isPaymentPeriod = (value: string): value is PaymentPeriod =>
  (PAYMENT_PERIODS as readonly string[]).includes(value);

/** The Monday of `day`'s week (both YYYY-MM-DD): a school week starts on Monday. */
export function mondayOf(day: string): string {
  // getUTCDay counts from Sunday (0); Monday is 1, so Sunday steps back six days.
  return daysBefore(day, (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7);
}

/**
 * The days in Lagos a chip keeps (docs/payments.md#the-list): today alone, or Monday to today.
 * 'This term' keeps a term rather than days, and 'All' keeps everything.
 */
export function periodDays(
  period: PaymentPeriod,
  today: string = schoolToday(),
): { from?: string; to?: string } {
  if (period === 'today') return { from: today, to: today };
  if (period === 'week') return { from: mondayOf(today), to: today };
  return {};
}
