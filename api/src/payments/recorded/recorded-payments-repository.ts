import {
  accountLabel,
  PAYMENT_STATUS,
  receiptPrefix,
  termOfDay,
  type PaymentRecordBody,
} from '@fees/shared-data/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { payments, schools } from '../../db/schema/schools';
import { lockSchool } from '../../schools';
import { countPayment, lockStudent } from '../../terms';
import { schoolTerms, type TermRow } from '../../terms';
import { findPayingStudent, newPaymentValues } from '../payments-repository';
import type { PaymentRow } from '../payments-schemas';
import { reachableBy } from '../../schools';
import { COUNTS_AS_PAID, RECEIVED } from '../../ledger/counted-payments';
import type { Caller } from '../../plugins/access/access';

export type RecordOfflineResult =
  | { kind: 'recorded'; payment: PaymentRow; schoolName: string }
  | { kind: 'school-not-found' }
  | { kind: 'student-not-found' }
  | { kind: 'duplicate-reference'; existingId: string };

/**
 * Records a payment the bursary received (docs/payments.md#recorded-payments). Under the school's
 * lock, so two entries of one bank reference cannot both pass the duplicate check. It belongs to
 * the term open on its `receivedOn` day (docs/terms.md#payments); under the student's lock their
 * figures and the classroom's and school's totals move in the same transaction, and it takes its
 * receipt number; `onRecorded` runs in it too (the receipt is queued there).
 */
export async function recordOfflinePayment(
  db: Queryable,
  caller: Caller,
  body: Omit<PaymentRecordBody, 'password'>,
  onRecorded: (tx: Transaction, payment: PaymentRow, schoolName: string) => Promise<void>,
): Promise<RecordOfflineResult> {
  return db.transaction(async (tx): Promise<RecordOfflineResult> => {
    const school = await lockSchool(tx, body.schoolId, caller);
    if (!school) return { kind: 'school-not-found' };
    const student = await findPayingStudent(tx, school.id, body.studentId);
    if (!student) return { kind: 'student-not-found' };
    const locked = await lockStudent(tx, student.id);
    if (!locked) return { kind: 'student-not-found' };
    const externalReference = body.externalReference?.trim() ?? '';
    if (externalReference) {
      const [existing] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.schoolId, school.id),
            COUNTS_AS_PAID,
            sql`lower(${payments.externalReference}) = lower(${externalReference})`,
          ),
        )
        .limit(1);
      if (existing) return { kind: 'duplicate-reference', existingId: existing.id };
    }
    const terms = await schoolTerms(tx, school.id);
    const term = termOfDay(terms.map(span), body.receivedOn);
    const values = newPaymentValues(school.id, term._id, student, body);
    const [inserted] = await tx
      .insert(payments)
      .values({
        ...values,
        // The bursary received what it records: nothing is left to confirm.
        amountKobo: values.expectedKobo,
        status: PAYMENT_STATUS.paid,
        method: body.method,
        externalReference,
        receivedOn: body.receivedOn,
        recordedBy: accountLabel(caller.user),
        paidAt: new Date(),
      })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    const receipt = await countPayment(
      tx,
      locked,
      term._id,
      currentOf(terms),
      inserted.amountKobo,
      {
        paymentId: inserted.id,
        prefix: receiptPrefix(school.name),
      },
    );
    const payment = { ...inserted, ...receipt };
    await onRecorded(tx, payment, school.name);
    return { kind: 'recorded', payment, schoolName: school.name };
  });
}

/** A term as termOfDay reads it. */
const span = (term: TermRow) => ({
  _id: term.id,
  openedAt: term.openedAt.toISOString(),
  closedAt: term.closedAt?.toISOString() ?? null,
});

export function currentOf(terms: readonly TermRow[]): string {
  const current = terms.find((term) => term.status === 'current');
  if (!current) throw new Error('A school always has a current term');
  return current.id;
}

/** A received payment of one of the user's schools. */
export async function findOwnedPayment(db: Queryable, ownerId: string, paymentId: string) {
  const [row] = await db
    .select({ schoolId: payments.schoolId })
    .from(payments)
    .innerJoin(schools, eq(schools.id, payments.schoolId))
    .where(and(eq(payments.id, paymentId), reachableBy(ownerId), RECEIVED))
    .limit(1);
  return row ?? null;
}
