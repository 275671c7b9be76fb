import { cardPayer, paymentSubject } from '@fees/shared-data/core';
import type { FastifyInstance } from 'fastify';
import { MISDIRECTED_CHARGE, recordPayment, type RecordResult } from '../payments-repository';
import type { ProviderTransaction } from '../../provider';
import { toPayment, type PaymentRow } from '../payments-schemas';
import { receiptInsert } from '../receipts/queue-receipt';
import { audited } from '../../audit';
import type { AuditEntry } from '../../audit';

/**
 * The one path by which a card payment becomes recorded, for verify and for the webhook alike: the
 * provider's transaction is checked and recorded once, and the depositor's receipt is queued with
 * it. The receipt leaves after the commit (docs/mail.md), so a relay that is down or slow neither
 * delays nor undoes the payment.
 */
export async function settlePayment(
  app: FastifyInstance,
  payment: Pick<PaymentRow, 'referenceNo' | 'schoolId'>,
  transaction: ProviderTransaction,
): Promise<RecordResult> {
  const result = await audited(
    app.db,
    (tx) => recordPayment(tx, payment, transaction, receiptInsert),
    (outcome) =>
      outcome.kind === 'recorded'
        ? {
            schoolId: outcome.payment.schoolId,
            // No account pays by card: the log names the depositor, and how they came.
            actor: { name: cardPayer(outcome.payment) },
            action: 'payment.paid',
            subject: paymentSubject(toPayment(outcome.payment)),
          }
        : misdirectedEntry(outcome, payment, transaction),
  );
  if (result.kind === 'recorded') void app.mailOutbox.nudge();
  return result;
}

/**
 * The audit line of a charge refused because it settled elsewhere than the school's account
 * (docs/security.md#card-payments), for a single payment and a family checkout alike; null for
 * any other outcome.
 */
export function misdirectedEntry(
  outcome: { kind: string; message?: string },
  checkout: Pick<PaymentRow, 'referenceNo' | 'schoolId'>,
  transaction: ProviderTransaction,
): AuditEntry | null {
  if (outcome.kind !== 'refused' || outcome.message !== MISDIRECTED_CHARGE) return null;
  const where = transaction.subaccountCode ?? "the operator's account";
  return {
    schoolId: checkout.schoolId,
    actor: { name: 'Card provider' },
    action: 'payment.refused',
    subject: `Charge ${checkout.referenceNo} settled to ${where}, not the school's account: not recorded`,
  };
}
