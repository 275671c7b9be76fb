import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { toNaira } from '@fees/shared-data/core';
import type { Transaction } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import { receiptMail, type ReceiptSetting } from '../../mail';
import { mailInsert } from '../../mail';
import { toPayment, type PaymentRow } from '../payments-schemas';
import { studentReceiptSetting } from './receipt-setting';

const receiptOf = (
  row: PaymentRow,
  schoolName: string,
  setting: ReceiptSetting,
  receiptNo: string,
) =>
  receiptMail({
    ...toPayment(row),
    ...setting,
    receiptNo,
    schoolName,
    paidAt: row.paidAt ?? row.updatedAt,
    paidToDate: toNaira(row.paidToDateKobo ?? 0),
    balanceAfter: toNaira(row.balanceAfterKobo ?? 0),
  });

/**
 * What holds the place of the receipt number in a text written by the statement that takes it
 * (countPayment's `after`), and that text's SQL there, the number in place of the mark. Random, so
 * nothing a depositor typed can match it.
 */
export function receiptNumberMark() {
  const mark = `{{${randomUUID()}}}`;
  return { mark, filled: (text: string) => sql`replace(${text}, ${mark}, receipt_no)` };
}

/**
 * The insert queueing the depositor's receipt in the statement that counts the payment
 * (countPayment's `after`), so it exists exactly when the payment does; it leaves after the commit
 * (docs/mail.md). The number is taken in that statement, so the mail reads it from there; the term
 * and transfer account it names were read with the payment's lock (`setting`). None for a payment
 * given no e-mail.
 */
export function receiptInsert(row: PaymentRow, schoolName: string, setting: ReceiptSetting) {
  if (!row.email) return null;
  const { mark, filled } = receiptNumberMark();
  const mail = receiptOf(row, schoolName, setting, mark);
  const columns = [mailOutbox.id, mailOutbox.recipient, mailOutbox.subject, mailOutbox.body].map(
    (column) => sql.identifier(column.name),
  );
  return sql`insert into ${mailOutbox} (${sql.join(columns, sql`, `)})
    select ${randomUUID()}, ${mail.to}, ${filled(mail.subject)}, ${filled(mail.text)}
    from counted_payment`;
}

/** Queues the depositor's receipt of a payment already counted, in its transaction. */
export async function queueReceipt(tx: Transaction, row: PaymentRow, schoolName: string) {
  if (!row.email) return;
  const setting = await studentReceiptSetting(tx, row);
  await mailInsert(tx, receiptOf(row, schoolName, setting, row.receiptNo ?? ''));
}
