import { cardPayer, paymentSubject } from '@fees/shared-data/core';
import type { FastifyInstance } from 'fastify';
import { MISDIRECTED_CHARGE, recordPayment, type RecordResult } from '../payments-repository';
import type { ProviderTransaction } from '../../provider';
import { toPayment, type PaymentRow } from '../payments-schemas';
import { receiptInsert, receiptNumberMark } from '../receipts/queue-receipt';
import { auditInsert, recordAudit, type AuditEntry } from '../../audit';

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
  const result = await app.db.transaction(async (tx) => {
    const outcome = await recordPayment(tx, payment, transaction, (counted, ...receipt) => [
      receiptInsert(counted, ...receipt),
      paidAuditInsert(counted),
    ]);
    const refused = misdirectedEntry(outcome, payment, transaction);
    if (refused) await recordAudit(tx, refused);
    return outcome;
  });
  if (result.kind === 'recorded') void app.mailOutbox.nudge();
  return result;
}

/**
 * The audit line of a card payment recorded (docs/staff.md#the-audit-log), written by the
 * statement that records it, so it names the receipt number that statement takes and costs no
 * round trip of its own.
 */
function paidAuditInsert(counted: PaymentRow) {
  const { mark, filled } = receiptNumberMark();
  const entry: AuditEntry = {
    schoolId: counted.schoolId,
    // No account pays by card: the log names the depositor, and how they came.
    actor: { name: cardPayer(counted) },
    action: 'payment.paid',
    subject: paymentSubject(toPayment({ ...counted, receiptNo: mark })),
  };
  return auditInsert(entry, 'counted_payment', filled);
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
