import { toKobo, toNaira } from './money';

/**
 * The fee a student is expected to pay: classFees × (1 − discount / 100), discount being a
 * percentage (ARCHITECTURE). Rounded to whole kobo so stored totals add up exactly.
 */
export function expectedFee(classFees: number, discount: number): number {
  const percent = Math.min(100, Math.max(0, Number.isFinite(discount) ? discount : 0));
  return toNaira(Math.round((toKobo(classFees) * (100 - percent)) / 100));
}

/** Adds naira amounts through kobo, so 0.1 + 0.2 stays 0.3. */
export function sumNaira(amounts: readonly number[]): number {
  return toNaira(amounts.reduce((total, amount) => total + toKobo(amount), 0));
}
