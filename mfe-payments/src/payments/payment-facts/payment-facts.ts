import { formatMoney, type Payment, PAYMENT_STATUS } from '@fees/shared-data';
import {
  countsAsPaid,
  formatBalance,
  formatPaymentAmount,
  formatSchoolDateTime,
  PAYMENT_METHOD_LABELS,
  paymentDate,
} from '@fees/shared-data/core';

export const isVoid = (payment: Payment) => payment.status === PAYMENT_STATUS.void;

/** A recorded payment can be voided once; a card payment is refunded at the provider instead. */
export const canVoid = (payment: Payment) => payment.method !== 'card' && !isVoid(payment);

/**
 * 'Ada Obi <ada@school.ng> on 05-03-2026 14:07 WAT': who did something to a payment, and when,
 * in the school's time wherever it is read (docs/payments.md#receipts).
 */
export const byWhomAndWhen = (who: string, when: string) =>
  `${who} on ${formatSchoolDateTime(when)}`;

/**
 * A payment's status in a person's words: a counted one is 'Paid', a voided one 'Void'; any other
 * is the provider's own word, capitalised.
 */
export function statusWords(payment: Pick<Payment, 'status'>): string {
  if (countsAsPaid(payment)) return 'Paid';
  return payment.status.charAt(0).toUpperCase() + payment.status.slice(1);
}

/**
 * What every receipt says beyond the payment itself (docs/payments.md#receipts): its number, what
 * the student had paid in its term with it, and what was left after it (or the credit), as they
 * stood when it was counted; nothing for a payment not counted yet.
 */
export function receiptFacts(
  receipt: Pick<Payment, 'receiptNo' | 'paidToDate' | 'balanceAfter'>,
): [string, string][] {
  if (!receipt.receiptNo) return [];
  return [
    ['Receipt no.', receipt.receiptNo],
    ['Paid to date this term', formatMoney(receipt.paidToDate ?? 0)],
    ['Balance after this payment', formatBalance(receipt.balanceAfter ?? 0)],
  ];
}

/**
 * How the money came and when, for the detail page and the receipt alike: the amount (a short
 * charge says what was asked too), the method, the bank's or terminal's reference when there is
 * one, what the sender of a transfer wrote, and the day received (recorded) or paid (card). Our
 * reference is left to each: the receipt prints it small (referenceWords).
 */
export function howPaid(payment: Payment): [string, string][] {
  return [
    ['Amount', formatPaymentAmount(payment)],
    ['Method', PAYMENT_METHOD_LABELS[payment.method]],
    ...(payment.externalReference
      ? [['Bank or terminal reference', payment.externalReference] as [string, string]]
      : []),
    ...(payment.narration ? [['Narration', payment.narration] as [string, string]] : []),
    [payment.receivedOn ? 'Date received' : 'Date', paymentDate(payment)],
  ];
}

/**
 * Our reference as the receipt's small print names it: the provider's, for money that came through
 * it (a card, a transfer into a transfer account), else the bursary's own.
 */
export const referenceWords = (payment: Pick<Payment, 'recordedBy' | 'referenceNo'>) =>
  `${payment.recordedBy ? 'Reference' : 'Provider reference'}: ${payment.referenceNo}`;
