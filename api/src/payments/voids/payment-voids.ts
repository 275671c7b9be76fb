import { accountLabel, PAYMENT_STATUS } from '@fees/shared-data/core';
import { and, eq } from 'drizzle-orm';
import type { Transaction, Queryable } from '../../db/client';
import { payments } from '../../db/schema/schools';
import type { UserRow } from '../../guards/sessions-repository';
import { lockSchool } from '../../schools';
import { countPayment, lockStudent } from '../../terms';
import { schoolTerms } from '../../terms';
import type { PaymentRow } from '../payments-schemas';
import { RECEIVED } from '../../ledger/counted-payments';
import { currentOf } from '../recorded/recorded-payments-repository';
import type { Caller } from '../../plugins/access/access';

export type VoidResult =
  | { kind: 'voided' | 'requested' | 'declined'; payment: PaymentRow }
  | { kind: 'not-found' }
  | { kind: 'card' }
  | { kind: 'already-void' }
  | { kind: 'already-requested' }
  | { kind: 'nothing-requested' };

/**
 * Runs `change` on a recorded payment that is not void, read under its school's lock: of two
 * changes at once (two voids, a void and an approval), the second sees what the first did.
 */
async function changeRecordedPayment(
  db: Queryable,
  caller: Caller,
  schoolId: string,
  paymentId: string,
  change: (tx: Transaction, payment: PaymentRow) => Promise<VoidResult>,
): Promise<VoidResult> {
  return db.transaction(async (tx): Promise<VoidResult> => {
    if (!(await lockSchool(tx, schoolId, caller))) return { kind: 'not-found' };
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.schoolId, schoolId), RECEIVED))
      .for('update');
    if (!payment) return { kind: 'not-found' };
    if (payment.method === 'card') return { kind: 'card' };
    if (payment.status === PAYMENT_STATUS.void) return { kind: 'already-void' };
    return change(tx, payment);
  });
}

/** Writes `changes` to the locked payment and answers it as it now stands. */
async function updatePayment(
  tx: Transaction,
  paymentId: string,
  changes: Partial<PaymentRow>,
): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/**
 * The void itself: the payment stays, marked void with who did it, when and why, and stops
 * counting in its term (in a closed term, the student brings that much more forward). A request
 * it answers stays beside it, so the trail names both people.
 */
async function voidNow(tx: Transaction, user: UserRow, payment: PaymentRow, reason: string) {
  const student = await lockStudent(tx, payment.studentId);
  if (!student) return { kind: 'not-found' } as const;
  const terms = await schoolTerms(tx, payment.schoolId);
  const voided = await updatePayment(tx, payment.id, {
    status: PAYMENT_STATUS.void,
    voidedAt: new Date(),
    voidedBy: accountLabel(user),
    voidReason: reason.trim(),
  });
  await countPayment(tx, student, payment.termId, currentOf(terms), -payment.amountKobo);
  return { kind: 'voided', payment: voided } as const;
}

/** The owner's void, at once (docs/payments.md#voiding). */
export function voidPayment(
  db: Queryable,
  caller: Caller,
  schoolId: string,
  paymentId: string,
  reason: string,
) {
  return changeRecordedPayment(db, caller, schoolId, paymentId, (tx, payment) =>
    voidNow(tx, caller.user, payment, reason),
  );
}

/** A bursar's request (docs/staff.md#voids): the payment counts on until the owner answers. */
export function requestVoid(
  db: Queryable,
  caller: Caller,
  schoolId: string,
  paymentId: string,
  reason: string,
) {
  return changeRecordedPayment(db, caller, schoolId, paymentId, async (tx, payment) => {
    if (payment.voidRequestedAt) return { kind: 'already-requested' };
    const requested = await updatePayment(tx, payment.id, {
      voidRequestedBy: accountLabel(caller.user),
      voidRequestReason: reason.trim(),
      voidRequestedAt: new Date(),
    });
    return { kind: 'requested', payment: requested };
  });
}

/** The owner's answer to a waiting request; with none waiting, there is nothing to answer. */
function answerRequest(
  db: Queryable,
  caller: Caller,
  schoolId: string,
  paymentId: string,
  answer: (tx: Transaction, payment: PaymentRow) => Promise<VoidResult>,
) {
  return changeRecordedPayment(db, caller, schoolId, paymentId, async (tx, payment) =>
    payment.voidRequestedAt ? answer(tx, payment) : { kind: 'nothing-requested' },
  );
}

/** The owner approves a waiting request: the payment is void for the reason given with it. */
export function approveVoid(db: Queryable, caller: Caller, schoolId: string, paymentId: string) {
  return answerRequest(db, caller, schoolId, paymentId, (tx, payment) =>
    voidNow(tx, caller.user, payment, payment.voidRequestReason),
  );
}

/** The owner declines a waiting request, saying why: the request ends, the payment counts on. */
export function declineVoid(
  db: Queryable,
  caller: Caller,
  schoolId: string,
  paymentId: string,
  reason: string,
) {
  return answerRequest(db, caller, schoolId, paymentId, async (tx, payment) => {
    const declined = await updatePayment(tx, payment.id, {
      voidRequestedBy: '',
      voidRequestReason: '',
      voidRequestedAt: null,
      voidDeclinedBy: accountLabel(caller.user),
      voidDeclineReason: reason.trim(),
      voidDeclinedAt: new Date(),
    });
    return { kind: 'declined', payment: declined };
  });
}
