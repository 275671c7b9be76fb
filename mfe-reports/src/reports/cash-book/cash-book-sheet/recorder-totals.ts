import { sumNaira, type CashBookEntry } from '@fees/shared-data/core';

/** What one person put on the books over the cash book's days. */
export type RecorderTotal = { recordedBy: string; count: number; amount: number };

/**
 * The cash book's counted payments by who recorded them, by name: what each one hands over at the
 * end of the day. A void payment counts for nobody, as it counts in none of the book's totals.
 */
export function recorderTotals(
  payments: readonly Pick<CashBookEntry, 'recordedBy' | 'amount' | 'voided'>[],
): RecorderTotal[] {
  const amounts = new Map<string, number[]>();
  for (const payment of payments) {
    if (payment.voided) continue;
    const theirs = amounts.get(payment.recordedBy) ?? [];
    theirs.push(payment.amount);
    amounts.set(payment.recordedBy, theirs);
  }
  return [...amounts]
    .map(([recordedBy, theirs]) => ({
      recordedBy,
      count: theirs.length,
      amount: sumNaira(theirs),
    }))
    .sort((a, b) => a.recordedBy.localeCompare(b.recordedBy, 'en'));
}
