import { termLabel } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { students, terms } from '../../db/schema/schools';
import type { ReceiptSetting } from '../../mail';
import {
  findTransferAccount,
  studentAccountJoin,
  studentAccountOf,
  type TransferAccountOwner,
} from '../../settlement';

/**
 * The term a mailed receipt names and the transfer account it says to pay into next time, read in
 * the transaction that counts the payment (docs/payments.md#receipts).
 */
export async function receiptSetting(
  db: Queryable,
  termId: string,
  owner: TransferAccountOwner,
): Promise<ReceiptSetting> {
  const [term] = await db
    .select({ name: terms.name, session: terms.session })
    .from(terms)
    .where(eq(terms.id, termId));
  return {
    term: term ? termLabel(term) : '',
    transfer: await findTransferAccount(db, owner),
  };
}

/**
 * A single payment's receipt setting, in one read: the account is the student's family's when in
 * one, else their own (the join a card payment's locking read also makes).
 */
export async function studentReceiptSetting(
  db: Queryable,
  payment: { studentId: string; termId: string },
): Promise<ReceiptSetting> {
  const [row] = await db
    .select({ term: { name: terms.name, session: terms.session }, ...studentAccountJoin.shown })
    .from(students)
    .leftJoin(terms, eq(terms.id, payment.termId))
    .leftJoin(studentAccountJoin.family.table, studentAccountJoin.family.on)
    .leftJoin(studentAccountJoin.own.table, studentAccountJoin.own.on)
    .where(eq(students.id, payment.studentId));
  if (!row) return { term: '', transfer: null };
  return { term: row.term ? termLabel(row.term) : '', transfer: studentAccountOf(row) };
}
