import type { Payment } from '../../types/payment';
import { formatMoney, toKobo } from './money';

type Amounts = Pick<Payment, 'amount' | 'amountAsked'>;

/**
 * A card charge below what the checkout asked for (docs/payments.md): it counts at what was
 * charged, and says so wherever the payment is shown. A larger charge is not marked.
 */
export function isShortCharge(payment: Amounts): boolean {
  return toKobo(payment.amount) < toKobo(payment.amountAsked);
}

/** 'NGN 20,000'; for a short charge 'NGN 5,000 charged of NGN 20,000 asked'. */
export function formatPaymentAmount(payment: Amounts): string {
  const charged = formatMoney(payment.amount);
  return isShortCharge(payment)
    ? `${charged} charged of ${formatMoney(payment.amountAsked)} asked`
    : charged;
}
