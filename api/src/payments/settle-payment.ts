import type { FastifyInstance } from 'fastify';
import { recordPayment, type RecordResult } from './payments-repository';
import type { ProviderTransaction } from './payment-provider';
import type { PaymentRow } from './payments-schemas';
import { receiptInsert } from './queue-receipt';

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
  const result = await recordPayment(app.db, payment, transaction, receiptInsert);
  if (result.kind === 'recorded') void app.mailOutbox.nudge();
  return result;
}
