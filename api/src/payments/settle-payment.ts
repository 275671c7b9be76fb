import { cardPayer, paymentSubject } from '@fees/shared-data/core';
import type { FastifyInstance } from 'fastify';
import { recordPayment, type RecordResult } from './payments-repository';
import type { ProviderTransaction } from './payment-provider';
import { toPayment, type PaymentRow } from './payments-schemas';
import { receiptInsert } from './queue-receipt';
import { audited } from '../audit/audited';

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
        : null,
  );
  if (result.kind === 'recorded') void app.mailOutbox.nudge();
  return result;
}
