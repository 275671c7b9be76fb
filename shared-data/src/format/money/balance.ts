import { formatMoney } from './money';

/** A balance as people read it: 'NGN 15,000' owed, or 'NGN 5,000 credit' paid ahead. */
export function formatBalance(naira: number): string {
  return naira < 0 ? `${formatMoney(-naira)} credit` : formatMoney(naira);
}

/** What earlier terms left: 'NGN 15,000 arrears', 'NGN 5,000 credit', or 'NGN 0'. */
export function formatBroughtForward(naira: number): string {
  if (naira > 0) return `${formatMoney(naira)} arrears`;
  return formatBalance(naira);
}
