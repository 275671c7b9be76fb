import { feePercent, formatPercent } from '@fees/shared-data';

/** Collected as a share of billed, '78%'; '–' when nothing was billed, as every share reads. */
export function formatCollectionRate(collected: number, billed: number): string {
  const percent = feePercent(collected, billed);
  return percent === null ? '–' : formatPercent(percent);
}
