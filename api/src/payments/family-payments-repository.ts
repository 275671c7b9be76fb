import { findSettlement } from '../settlement';
import {
  cardPayer,
  chosenShares,
  countsAsPaid,
  FAMILY_SHARE_REFUSALS,
  type FamilyPayLinkInitializeBody,
  type FamilyShare,
  PAYMENT_STATUS,
  type PaymentMethod,
  paymentSubject,
  receiptPrefix,
  splitFamilyPayment,
  toKobo,
  toNaira,
} from '@fees/shared-data/core';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { anyOf } from '../db/fixed-text';
import { classrooms, familyPayments, payments, students } from '../db/schema/schools';
import { newPaymentReference } from '../guards/secrets';
import { lockAttemptKey } from '../guards/attempts-repository';
import { receiptSetting } from './receipts/receipt-setting';
import { recordAudit } from '../audit';
import { mailInsert } from '../mail';
import { familyReceiptMail } from '../mail';
import { PAY_LINK_LIMITS } from './pay-link-limits';
import { lockSchool } from '../schools';
import { countPayment } from '../terms';
import { currentTerm } from '../terms';
import type { ProviderTransaction } from '../provider';
import { chargeRefusal, NOT_AWAITING_CARD_CHARGE, newPaymentValues } from './payments-repository';
import { pendingCutoff } from '../ledger/pending-payments';
import type { PaymentRow } from './payments-schemas';

export type FamilyPaymentRow = typeof familyPayments.$inferSelect;

/** A leaver's class is the one they left, as the lists say it. */
const className = sql<string>`coalesce(${classrooms.name}, ${students.leftClassName})`;

/**
 * The family's children now, in the family's order (as its page lists them: who was registered
 * first), with the figures the split reads.
 */
export async function familyChildren(db: Queryable, familyId: string) {
  return db
    .select({
      id: students.id,
      fullname: students.fullname,
      className,
      broughtForwardKobo: students.broughtForwardKobo,
      expectedKobo: students.totalFeesExpectedKobo,
      paidKobo: students.totalPaidFeesKobo,
    })
    .from(students)
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(eq(students.familyId, familyId))
    .orderBy(asc(students.createdAt), asc(students.id));
}

export type FamilyChild = Awaited<ReturnType<typeof familyChildren>>[number];

export type FamilyInitializeResult =
  | { kind: 'ok'; payment: FamilyPaymentRow }
  | { kind: 'shares-refused'; message: string }
  | { kind: 'too-many-pending' };

/** The parent's own shares in kobo, refused unless each is a child once and they add up. */
function checkedShares(
  body: FamilyPayLinkInitializeBody,
  children: readonly { id: string }[],
): FamilyShare[] | { refused: string } | null {
  if (!body.shares) return null;
  const chosen = body.shares.map((share) => ({
    id: share.studentId,
    amountKobo: toKobo(share.amount),
  }));
  const ids = new Set(children.map((child) => child.id));
  const named = new Set(chosen.map((share) => share.id));
  if (named.size !== chosen.length || chosen.some((share) => !ids.has(share.id))) {
    return { refused: FAMILY_SHARE_REFUSALS.notAChild };
  }
  if (!chosenShares(toKobo(body.amount), children, chosen)) {
    return { refused: FAMILY_SHARE_REFUSALS.total };
  }
  return chosen;
}

/** As much of the family a pay link pays for as its checkout needs (pay-links' `LinkedFamily`). */
export interface PayingFamily {
  familyId: string;
  familyName: string;
  schoolId: string;
}

/**
 * A pending checkout for the family with a fresh reference. The family's pending checkouts are
 * counted under a lock of its own, so requests at the same instant cannot together pass the
 * allowance a link has (docs/pay-links.md#limits).
 */
export async function initializeFamilyPayment(
  db: Queryable,
  family: PayingFamily,
  body: FamilyPayLinkInitializeBody,
): Promise<FamilyInitializeResult> {
  return db.transaction(async (tx) => {
    const shares = checkedShares(body, await familyChildren(tx, family.familyId));
    if (shares && 'refused' in shares) return { kind: 'shares-refused', message: shares.refused };
    await lockAttemptKey(tx, `family-checkouts:${family.familyId}`);
    const [pending] = await tx
      .select({ total: count() })
      .from(familyPayments)
      .where(
        and(
          eq(familyPayments.familyId, family.familyId),
          eq(familyPayments.status, 'pending'),
          gt(familyPayments.createdAt, pendingCutoff()),
        ),
      );
    if (Number(pending?.total ?? 0) >= PAY_LINK_LIMITS.pendingPerStudent) {
      return { kind: 'too-many-pending' };
    }
    const settlement = await findSettlement(tx, family.schoolId);
    const [payment] = await tx
      .insert(familyPayments)
      .values({
        schoolId: family.schoolId,
        familyId: family.familyId,
        familyName: family.familyName,
        depositorName: body.depositorName.trim(),
        email: body.email?.trim() ?? '',
        purpose: body.purpose.trim(),
        expectedKobo: toKobo(body.amount),
        shares: shares?.map((share) => ({ studentId: share.id, amountKobo: share.amountKobo })),
        referenceNo: newPaymentReference(),
        subaccountCode: settlement?.subaccountCode ?? null,
      })
      .returning();
    if (!payment) throw new Error('insert returned no row');
    return { kind: 'ok', payment };
  });
}

export async function findFamilyPaymentByReference(db: Queryable, reference: string) {
  const [row] = await db
    .select()
    .from(familyPayments)
    .where(eq(familyPayments.referenceNo, reference))
    .limit(1);
  return row ?? null;
}

/** One child's part of a recorded family checkout, as its receipt lists it (kobo). */
export interface RecordedShare {
  studentName: string;
  studentClass: string;
  amountKobo: number;
  receiptNo: string;
  balanceAfterKobo: number;
}

/** The children's payments a recorded checkout made, in the order they were recorded. */
export async function sharesOf(db: Queryable, familyPaymentId: string): Promise<RecordedShare[]> {
  const rows = await db
    .select({
      studentName: payments.studentName,
      studentClass: payments.studentClass,
      amountKobo: payments.amountKobo,
      receiptNo: payments.receiptNo,
      balanceAfterKobo: payments.balanceAfterKobo,
    })
    .from(payments)
    .where(eq(payments.familyPaymentId, familyPaymentId))
    .orderBy(asc(payments.receiptNo));
  return rows.map((row) => ({
    ...row,
    receiptNo: row.receiptNo ?? '',
    balanceAfterKobo: row.balanceAfterKobo ?? 0,
  }));
}

export type FamilyRecordResult =
  | { kind: 'recorded'; payment: FamilyPaymentRow; shares: RecordedShare[] }
  | { kind: 'already-recorded'; payment: FamilyPaymentRow; shares: RecordedShare[] }
  | { kind: 'unknown-reference' }
  | { kind: 'refused'; message: string };

export const FAMILY_HAS_NO_CHILDREN =
  'The family has no children at the school now, so the payment could not be shared among them.';

/**
 * Records a confirmed charge of a family checkout once (docs/families.md#the-family-pay-link): the
 * amount the provider reports is split among the children as they are now, each child receiving
 * money gets a counted card payment of their own with its receipt number, and the parent's one
 * receipt, listing what went to whom, is queued, all in one transaction. It takes the school's own
 * lock, not the one card payments share: it moves several children's figures and their classes',
 * which no other writer of the school may be moving meanwhile in another order.
 */
export async function recordFamilyPayment(
  db: Queryable,
  { referenceNo: reference, schoolId }: Pick<FamilyPaymentRow, 'referenceNo' | 'schoolId'>,
  transaction: ProviderTransaction,
): Promise<FamilyRecordResult> {
  return db.transaction(async (tx): Promise<FamilyRecordResult> => {
    const school = await lockSchool(tx, schoolId);
    if (!school) return { kind: 'unknown-reference' };
    const [checkout] = await tx
      .select()
      .from(familyPayments)
      .where(eq(familyPayments.referenceNo, reference))
      .for('update');
    if (!checkout) return { kind: 'unknown-reference' };
    if (countsAsPaid(checkout)) {
      return {
        kind: 'already-recorded',
        payment: checkout,
        shares: await sharesOf(tx, checkout.id),
      };
    }
    if (checkout.status !== 'pending')
      return { kind: 'refused', message: NOT_AWAITING_CARD_CHARGE };
    const reason = chargeRefusal(checkout, transaction);
    if (reason) return { kind: 'refused', message: reason };
    const { familyId } = checkout;
    const children = familyId ? await familyChildren(tx, familyId) : [];
    if (!familyId || children.length === 0) {
      return { kind: 'refused', message: FAMILY_HAS_NO_CHILDREN };
    }
    const chosen = checkout.shares?.map((share) => ({
      id: share.studentId,
      amountKobo: share.amountKobo,
    }));
    const split =
      (chosen && chosenShares(transaction.amount, children, chosen)) ??
      splitFamilyPayment(transaction.amount, children);
    const now = new Date();
    const charge = {
      paymentMessage: transaction.message.slice(0, 200),
      transactionNo: transaction.transactionNo.slice(0, 100),
      paidAt: now,
      updatedAt: now,
    };
    const term = await currentTerm(tx, schoolId);
    const shares = await payShares(tx, {
      source: { ...checkout, familyPaymentId: checkout.id, fromPayLink: true },
      children,
      split,
      termId: term.id,
      prefix: receiptPrefix(school.name),
      charge,
    });
    const [recorded] = await tx
      .update(familyPayments)
      .set({ ...charge, status: PAYMENT_STATUS.paid, amountKobo: transaction.amount })
      .where(eq(familyPayments.id, checkout.id))
      .returning();
    if (!recorded) throw new Error('update returned no row');
    if (recorded.email) {
      const setting = await receiptSetting(tx, term.id, {
        kind: 'family',
        id: familyId,
        schoolId,
      });
      await mailInsert(
        tx,
        familyReceiptMail({
          ...recorded,
          ...setting,
          recordedBy: '',
          schoolName: school.name,
          shares,
        }),
      );
    }
    return {
      kind: 'recorded',
      payment: recorded,
      shares: shares.map(({ row: _, ...share }) => share),
    };
  });
}

/**
 * Where the money of the shares came from: a family's card checkout, or a transfer into a
 * transfer account (docs/transfers.md#a-transfer-records-itself), which names its sender.
 */
export interface ShareSource {
  schoolId: string;
  depositorName: string;
  email: string;
  purpose: string;
  method: PaymentMethod;
  /** The family checkout the shares belong to; null for a lone student's transfer. */
  familyPaymentId: string | null;
  fromPayLink: boolean;
  /** The Lagos day a transfer arrived; null for a card. */
  receivedOn?: string | null;
  narration?: string;
  externalReference?: string;
  /** Who recorded it; '' for a card. */
  recordedBy?: string;
  /** Who the log names as paying; the depositor as a card's payer when not given. */
  payer?: string;
}

interface ShareWork {
  source: ShareSource;
  children: readonly FamilyChild[];
  split: readonly FamilyShare[];
  termId: string;
  /** receiptPrefix of the school's name. */
  prefix: string;
  charge: { paymentMessage: string; transactionNo: string; paidAt: Date; updatedAt: Date };
}

/** A share as recorded, with its payment's row for a receipt of its own. */
export type PaidShare = RecordedShare & { row: PaymentRow };

/**
 * One counted payment for each share, under the school's lock: the children are locked in one
 * order, each payment takes its receipt number as any card payment does, and the log names each
 * one as it names a parent's payment through a link.
 */
export async function payShares(
  tx: Transaction,
  { source, children, split, termId, prefix, charge }: ShareWork,
): Promise<PaidShare[]> {
  const ids = split.map((share) => share.id);
  const locked = await tx
    .select()
    .from(students)
    .where(anyOf(students.id, ids))
    .orderBy(asc(students.id))
    .for('update');
  const recorded: PaidShare[] = [];
  for (const share of split) {
    const student = locked.find((row) => row.id === share.id);
    const child = children.find((row) => row.id === share.id);
    if (!student || !child) throw new Error(`share for a child not locked: ${share.id}`);
    const [payment] = await tx
      .insert(payments)
      .values({
        ...newPaymentValues(
          source.schoolId,
          termId,
          { ...child, classroomId: student.classroomId },
          { ...source, amount: toNaira(share.amountKobo) },
        ),
        method: source.method,
        receivedOn: source.receivedOn ?? null,
        narration: source.narration ?? '',
        externalReference: source.externalReference ?? '',
        recordedBy: source.recordedBy ?? '',
        fromPayLink: source.fromPayLink,
        familyPaymentId: source.familyPaymentId,
      })
      .returning();
    if (!payment) throw new Error('insert returned no row');
    const changes = { ...charge, status: PAYMENT_STATUS.paid, amountKobo: share.amountKobo };
    const receipt = await countPayment(tx, student, termId, termId, share.amountKobo, {
      paymentId: payment.id,
      prefix,
      changes,
      after: [],
    });
    if (!receipt) throw new Error('a first count returned no receipt');
    const row = { ...payment, ...changes, ...receipt };
    await recordAudit(tx, {
      schoolId: source.schoolId,
      actor: { name: source.payer ?? cardPayer(row) },
      action: 'payment.paid',
      subject: paymentSubject({ ...row, amount: toNaira(share.amountKobo) }),
    });
    recorded.push({
      studentName: payment.studentName,
      studentClass: payment.studentClass,
      amountKobo: share.amountKobo,
      receiptNo: receipt.receiptNo,
      balanceAfterKobo: receipt.balanceAfterKobo,
      row,
    });
  }
  return recorded;
}
