import { toNaira } from '@fees/shared-data/core';
import type { FastifyInstance } from 'fastify';
import { receiptMail } from '../mail/messages';
import { queueMail } from '../mail/outbox-repository';
import { recordPayment, type RecordResult } from './payments-repository';
import type { ProviderTransaction } from './payment-provider';

/**
 * The one path by which a payment becomes recorded, for verify and for the webhook alike: the
 * provider's transaction is checked and recorded once, and the depositor's receipt is queued with
 * it. The receipt leaves after the commit (docs/mail.md), so a relay that is down or slow neither
 * delays nor undoes the payment.
 */
export async function settlePayment(
  app: FastifyInstance,
  reference: string,
  transaction: ProviderTransaction,
): Promise<RecordResult> {
  const result = await recordPayment(app.db, reference, transaction, (tx, payment, schoolName) =>
    queueMail(
      tx,
      receiptMail({
        depositorName: payment.depositorName,
        email: payment.email,
        studentName: payment.studentName,
        studentClass: payment.studentClass,
        schoolName,
        amount: toNaira(payment.amountKobo),
        purpose: payment.purpose,
        referenceNo: payment.referenceNo,
        transactionNo: payment.transactionNo,
        paidAt: payment.paidAt ?? payment.updatedAt,
      }),
    ),
  );
  if (result.kind === 'recorded') void app.mailOutbox.nudge();
  return result;
}
