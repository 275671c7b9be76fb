import {
  PAYMENT_METHODS,
  toKobo,
  toNaira,
  type DayReport,
  type PaymentMethod,
} from '@fees/shared-data/core';

/** One day of a term's collections, as the by-day chart draws it and its table lists it. */
export type DayRow = {
  /** YYYY-MM-DD, the day the payments show (docs/reports.md#term-overview). */
  day: string;
  /** What each method brought in that day; a method that brought nothing is left out. */
  amounts: Partial<Record<PaymentMethod, number>>;
  total: number;
  /** What the term collected up to the end of this day. */
  runningTotal: number;
};

/** The methods any day used, in PAYMENT_METHODS' order: the by-day table's columns. */
export function methodsUsed(byDay: readonly DayReport[]): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => byDay.some((entry) => entry.method === method));
}

/**
 * The report's `byDay`, one line per day and method, turned into one row per day in the report's
 * order, with the day's total and the running total. Added up in kobo.
 */
export function dayRows(byDay: readonly DayReport[]): DayRow[] {
  const days = new Map<string, Map<PaymentMethod, number>>();
  for (const { day, method, amount } of byDay) {
    const methods = days.get(day) ?? new Map<PaymentMethod, number>();
    methods.set(method, (methods.get(method) ?? 0) + toKobo(amount));
    days.set(day, methods);
  }
  let runningKobo = 0;
  return [...days].map(([day, methods]) => {
    const totalKobo = [...methods.values()].reduce((sum, kobo) => sum + kobo, 0);
    runningKobo += totalKobo;
    const amounts: DayRow['amounts'] = {};
    for (const [method, kobo] of methods) amounts[method] = toNaira(kobo);
    return { day, amounts, total: toNaira(totalKobo), runningTotal: toNaira(runningKobo) };
  });
}
