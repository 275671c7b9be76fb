import { termLabel } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { students, terms } from '../../db/schema/schools';
import type { ReceiptSetting } from '../../mail';
import {
  findTransferAccount,
  studentAccountOwner,
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

/** A single payment's receipt setting: the account is the student's family's when in one. */
export async function studentReceiptSetting(
  db: Queryable,
  payment: { studentId: string; termId: string },
): Promise<ReceiptSetting> {
  const [student] = await db
    .select({ id: students.id, familyId: students.familyId, schoolId: students.schoolId })
    .from(students)
    .where(eq(students.id, payment.studentId));
  if (!student) return { term: '', transfer: null };
  return receiptSetting(db, payment.termId, studentAccountOwner(student));
}
