import { balanceKobo } from '../ledger/balance';
import { toKobo, toNaira } from './money/money';

/**
 * The fee a student is expected to pay, in kobo: classFees × (1 − discount / 100), the discount
 * being a percentage clamped to 0–100 (docs/students.md). Rounded to whole kobo so stored totals
 * add up exactly; the API stores this and the guest demo derives it, so both read the same.
 */
export function expectedFeeKobo(classFeesKobo: number, discount: number): number {
  const percent = Math.min(100, Math.max(0, Number.isFinite(discount) ? discount : 0));
  return Math.round((classFeesKobo * (100 - percent)) / 100);
}

/** expectedFeeKobo for naira amounts, as forms and guest records hold them. */
export function expectedFee(classFees: number, discount: number): number {
  return toNaira(expectedFeeKobo(toKobo(classFees), discount));
}

/**
 * What a student still owes, in kobo: expected less paid, never below nothing (an overpayment owes
 * nothing). The API, the guest demo and every screen and file read it from here.
 */
export function outstandingFeeKobo(expectedKobo: number, paidKobo: number): number {
  return Math.max(0, balanceKobo(expectedKobo, paidKobo));
}

/** outstandingFeeKobo for naira amounts, as records hold them: 41667.2 less 25000 is 16667.2. */
export function outstandingFee(expected: number, paid: number): number {
  return toNaira(outstandingFeeKobo(toKobo(expected), toKobo(paid)));
}

/** Adds naira amounts through kobo, so 0.1 + 0.2 stays 0.3. */
export function sumNaira(amounts: readonly number[]): number {
  return toNaira(amounts.reduce((total, amount) => total + toKobo(amount), 0));
}
