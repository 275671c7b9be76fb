import {
  formatDateTime,
  formatPaymentAmount,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS,
  paymentDate,
  type Payment,
} from '@fees/shared-data';

export const isVoid = (payment: Payment) => payment.status === PAYMENT_STATUS.void;

/** A recorded payment can be voided once; a card payment is refunded at the provider instead. */
export const canVoid = (payment: Payment) => payment.method !== 'card' && !isVoid(payment);

/** 'Ada Obi <ada@school.ng> on 05-03-2026 14:07': who did something to a payment, and when. */
export const byWhomAndWhen = (who: string, when: string) => `${who} on ${formatDateTime(when)}`;

/**
 * How the money came and when, for the detail page and the receipt alike: the amount (a short
 * charge says what was asked too), the method, the bank's or terminal's reference when there is
 * one, and the day received (recorded) or paid (card).
 */
export function howPaid(payment: Payment): [string, string][] {
  return [
    ['Amount', formatPaymentAmount(payment)],
    ['Method', PAYMENT_METHOD_LABELS[payment.method]],
    ...(payment.externalReference
      ? [['Bank or terminal reference', payment.externalReference] as [string, string]]
      : []),
    [payment.receivedOn ? 'Date received' : 'Date', paymentDate(payment)],
    ['Reference', payment.referenceNo],
  ];
}
