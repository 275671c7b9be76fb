import type { Transaction } from '../db/client';
import { receiptMail } from '../mail/messages';
import { queueMail } from '../mail/outbox-repository';
import { toPayment, type PaymentRow } from './payments-schemas';

/**
 * Queues the depositor's receipt in the transaction that records the payment, so it exists exactly
 * when the payment does; it leaves after the commit (docs/mail.md). A recorded payment given no
 * e-mail gets none.
 */
export async function queueReceipt(tx: Transaction, row: PaymentRow, schoolName: string) {
  if (!row.email) return;
  await queueMail(
    tx,
    receiptMail({ ...toPayment(row), schoolName, paidAt: row.paidAt ?? row.updatedAt }),
  );
}
