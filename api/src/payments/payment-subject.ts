import { formatMoney, PAYMENT_METHOD_LABELS, toNaira } from '@fees/shared-data/core';
import type { PaymentRow } from './payments-schemas';

/**
 * How the audit log names a payment: 'NGN 15,000 by Bank transfer from Ngozi Okafor for Okafor Ada
 * (SKA-000012)', its receipt number once it has one.
 */
export function paymentSubject(payment: PaymentRow): string {
  const receipt = payment.receiptNo ? ` (${payment.receiptNo})` : '';
  const method = PAYMENT_METHOD_LABELS[payment.method];
  return `${formatMoney(toNaira(payment.amountKobo))} by ${method} from ${payment.depositorName} for ${payment.studentName}${receipt}`;
}

/** A void, a request or an answer names the payment and the reason given. */
export function voidSubject(payment: PaymentRow, reason: string): string {
  return `${paymentSubject(payment)}: ${reason.trim()}`;
}
