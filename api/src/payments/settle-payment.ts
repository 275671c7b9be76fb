import { toNaira } from '@fees/shared-data/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { receiptMail } from '../mail/messages';
import { recordPayment, type RecordResult } from './payments-repository';
import type { ProviderTransaction } from './payment-provider';

/**
 * The one path by which a payment becomes recorded, for verify and for the webhook alike: the
 * provider's transaction is checked and recorded once, then the depositor gets a receipt.
 */
export async function settlePayment(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  reference: string,
  transaction: ProviderTransaction,
): Promise<RecordResult> {
  const result = await recordPayment(app.db, reference, transaction);
  if (result.kind === 'recorded') {
    const { payment } = result;
    try {
      await app.mailer.send(
        receiptMail({
          depositorName: payment.depositorName,
          email: payment.email,
          studentName: payment.studentName,
          studentClass: payment.studentClass,
          schoolName: result.schoolName,
          amount: toNaira(payment.amountKobo),
          purpose: payment.purpose,
          referenceNo: payment.referenceNo,
          transactionNo: payment.transactionNo,
          paidAt: payment.paidAt ?? payment.updatedAt,
        }),
      );
    } catch (error) {
      // The money is recorded either way; a lost receipt must not undo or fail the payment.
      log.error({ err: error, reference }, 'receipt e-mail failed');
    }
  }
  return result;
}
