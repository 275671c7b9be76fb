import type { Queryable, Transaction } from '../db/client';
import { receiptMail } from '../mail/messages';
import { mailInsert } from '../mail/outbox-repository';
import { toPayment, type PaymentRow } from './payments-schemas';

/**
 * The insert queueing the depositor's receipt, to run in the transaction that records the payment
 * so it exists exactly when the payment does; it leaves after the commit (docs/mail.md). None for
 * a payment given no e-mail.
 */
export function receiptInsert(db: Queryable, row: PaymentRow, schoolName: string) {
  if (!row.email) return null;
  return mailInsert(
    db,
    receiptMail({ ...toPayment(row), schoolName, paidAt: row.paidAt ?? row.updatedAt }),
  );
}

/** Queues the depositor's receipt in the recording transaction (receiptInsert). */
export async function queueReceipt(tx: Transaction, row: PaymentRow, schoolName: string) {
  await receiptInsert(tx, row, schoolName);
}
