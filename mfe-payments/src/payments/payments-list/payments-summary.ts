import { formatMoney } from '@fees/shared-data';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@fees/shared-data/core';

/**
 * The line over the payments table: how many match and count, as the cash book counts them, how
 * many listed are void, what those that count add up to, and that sum by method, e.g. '12
 * payments, 1 voided, NGN 40,000 in total: Card NGN 25,000 · Bank transfer NGN 15,000'. The sums
 * are of the whole filtered set, left out while unknown.
 */
export function paymentsSummary(
  total: number,
  amount: number | undefined,
  byMethod: Partial<Record<PaymentMethod, number>> = {},
  voided = 0,
): string {
  const counting = total - voided;
  const count = `${counting} ${counting === 1 ? 'payment' : 'payments'}`;
  const voids = voided > 0 ? `${count}, ${voided} voided` : count;
  if (amount === undefined) return voids;
  const parts = PAYMENT_METHODS.filter((method) => byMethod[method] !== undefined).map(
    (method) => `${PAYMENT_METHOD_LABELS[method]} ${formatMoney(byMethod[method] ?? 0)}`,
  );
  const split = parts.length > 0 ? `: ${parts.join(' · ')}` : '';
  return `${voids}, ${formatMoney(amount)} in total${split}`;
}
