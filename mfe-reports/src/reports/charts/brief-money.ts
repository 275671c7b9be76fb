import { CURRENCY } from '@fees/shared-data/core';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** An amount as an axis tick shows it, in few characters: 'NGN 250K', 'NGN 1.5M'. */
export function formatBriefMoney(naira: number): string {
  return `${CURRENCY} ${compact.format(naira)}`;
}
