import { formatMoney } from './money/money';
import { feePercent } from './money/percent';

/**
 * What a fees-paid figure counts, in words: 'NGN 40,000 of NGN 100,000 paid', or, where the share
 * reads '–', 'Nothing expected yet' (docs/dashboard.md).
 */
export function feesPaidSummary(paid: number, expected: number): string {
  return feePercent(paid, expected) === null
    ? 'Nothing expected yet'
    : `${formatMoney(paid)} of ${formatMoney(expected)} paid`;
}
