import {
  accountLabel,
  formatMoney,
  PAYMENT_STATUS,
  receiptPrefix,
  schoolToday,
  splitFamilyPayment,
  toNaira,
  TRANSFER_PURPOSE,
  TRANSFER_RECORDER,
  transferPayer,
  UNMATCHED_REASONS,
  type UnmatchedTransfer,
} from '@fees/shared-data/core';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import {
  families,
  familyPayments,
  schools,
  schoolSettlements,
  students,
} from '../db/schema/schools';
import { receivedTransfers, transferAccounts } from '../db/schema/transfers';
import { receiptSetting } from '../payments';
import { familyReceiptMail } from '../mail';
import { mailInsert } from '../mail';
import { recordAudit } from '../audit';
import { familyChildren, payShares, type PaidShare } from '../payments';
import { findPayingStudent, MISDIRECTED_CHARGE } from '../payments';
import { findSettlement } from '../settlement';
import type { ProviderTransaction } from '../provider';
import { queueReceipt } from '../payments';
import { lockSchool } from '../schools';
import { reachableBy } from '../schools';
import { currentTerm } from '../terms';
import type { IncomingTransfer } from './incoming-transfer';
import type { Caller } from '../plugins/access/access';

/** Whom a transfer is recorded for: a family (split oldest debt first) or a lone student. */
export type TransferHolder = { kind: 'family'; id: string } | { kind: 'student'; id: string };

export type ReceiveOutcome =
  | { kind: 'recorded'; shares: PaidShare[] }
  | { kind: 'unmatched'; reason: string }
  | { kind: 'already-received' };

/** The transfer account a transfer names, by its number or else its provider customer. */
async function accountOf(db: Queryable, transfer: IncomingTransfer) {
  const byNumber = transfer.accountNumber
    ? eq(transferAccounts.accountNumber, transfer.accountNumber)
    : undefined;
  const byCustomer = transfer.customerCode
    ? eq(transferAccounts.customerCode, transfer.customerCode)
    : undefined;
  if (!byNumber && !byCustomer) return null;
  const [row] = await db
    .select({
      schoolId: transferAccounts.schoolId,
      familyId: transferAccounts.familyId,
      studentId: transferAccounts.studentId,
    })
    .from(transferAccounts)
    .where(or(byNumber, byCustomer))
    .orderBy(desc(eq(transferAccounts.accountNumber, transfer.accountNumber)))
    .limit(1);
  return row ?? null;
}

/** The school whose subaccount the money settled to: where an unknown account's transfer waits. */
async function schoolOfSubaccount(db: Queryable, code: string | null) {
  if (!code) return null;
  const [row] = await db
    .select({ schoolId: schoolSettlements.schoolId })
    .from(schoolSettlements)
    .where(eq(schoolSettlements.subaccountCode, code))
    .limit(1);
  return row?.schoolId ?? null;
}

/** What the charge columns of each payment say of a transfer the provider confirmed. */
function chargeOf(verified: ProviderTransaction) {
  const now = new Date();
  return {
    paymentMessage: verified.message.slice(0, 200),
    transactionNo: verified.transactionNo.slice(0, 100),
    paidAt: now,
    updatedAt: now,
  };
}

interface TransferRecord {
  reference: string;
  /** Who recorded it: the transfer account itself, or whoever assigned it. */
  recordedBy: string;
  amountKobo: number;
  senderName: string;
  narration: string;
  receivedAt: Date;
}

/**
 * Records a confirmed transfer for its holder in the caller's transaction, under the school's lock:
 * a family's as one family checkout split oldest debt first among its children now, with the
 * parent's one receipt; a lone student's as one payment with its receipt. Each payment is a
 * transfer of the current term, received on the Lagos day it arrived. A string says why it could
 * not be.
 */
async function recordFor(
  tx: Transaction,
  school: { id: string; name: string },
  holder: TransferHolder,
  transfer: TransferRecord,
  verified: ProviderTransaction,
): Promise<PaidShare[] | string> {
  const settlement = await findSettlement(tx, school.id);
  if (settlement && verified.subaccountCode !== settlement.subaccountCode)
    return MISDIRECTED_CHARGE;
  const charge = chargeOf(verified);
  const term = await currentTerm(tx, school.id);
  const source = {
    schoolId: school.id,
    depositorName: transfer.senderName,
    purpose: TRANSFER_PURPOSE,
    method: 'transfer' as const,
    fromPayLink: false,
    receivedOn: schoolToday(transfer.receivedAt),
    narration: transfer.narration,
    recordedBy: transfer.recordedBy,
    payer: transferPayer(transfer.senderName, transfer.receivedAt),
  };
  const work = { termId: term.id, prefix: receiptPrefix(school.name), charge };
  if (holder.kind === 'student') {
    const student = await findPayingStudent(tx, school.id, holder.id);
    if (!student) return UNMATCHED_REASONS.ownerGone;
    const [contact] = await tx
      .select({ email: students.parentEmail })
      .from(students)
      .where(eq(students.id, student.id));
    const shares = await payShares(tx, {
      ...work,
      // A family's shares are found by their checkout, which carries the reference; a school's
      // bank references are unique, so only a payment of its own can carry it too.
      source: {
        ...source,
        email: contact?.email ?? '',
        familyPaymentId: null,
        externalReference: transfer.reference,
      },
      children: [{ ...student, broughtForwardKobo: 0, expectedKobo: 0, paidKobo: 0 }],
      split: [{ id: student.id, amountKobo: transfer.amountKobo }],
    });
    for (const share of shares) await queueReceipt(tx, share.row, school.name);
    return shares;
  }
  const [family] = await tx
    .select({ name: families.name, email: families.parentEmail })
    .from(families)
    .where(and(eq(families.id, holder.id), eq(families.schoolId, school.id)));
  if (!family) return UNMATCHED_REASONS.ownerGone;
  const children = await familyChildren(tx, holder.id);
  if (children.length === 0) return UNMATCHED_REASONS.noChildren;
  const [checkout] = await tx
    .insert(familyPayments)
    .values({
      schoolId: school.id,
      familyId: holder.id,
      familyName: family.name,
      depositorName: transfer.senderName,
      email: family.email,
      purpose: TRANSFER_PURPOSE,
      expectedKobo: transfer.amountKobo,
      amountKobo: transfer.amountKobo,
      referenceNo: transfer.reference,
      status: PAYMENT_STATUS.paid,
      method: 'transfer',
      ...charge,
    })
    .returning();
  if (!checkout) throw new Error('insert returned no row');
  const shares = await payShares(tx, {
    ...work,
    source: { ...source, email: family.email, familyPaymentId: checkout.id },
    children,
    split: splitFamilyPayment(transfer.amountKobo, children),
  });
  if (family.email) {
    const setting = await receiptSetting(tx, term.id, { ...holder, schoolId: school.id });
    await mailInsert(
      tx,
      familyReceiptMail({
        ...checkout,
        ...setting,
        recordedBy: transfer.recordedBy,
        schoolName: school.name,
        shares,
      }),
    );
  }
  return shares;
}

/**
 * Keeps a transfer the provider reported, once per reference whichever process or retry hears of
 * it, and records it for the account's family or student when it can, all in one transaction.
 * `refusal` says why the provider's verify disagreed: then it is kept unmatched, recording nothing.
 */
export async function receiveTransfer(
  db: Queryable,
  transfer: IncomingTransfer,
  verified: ProviderTransaction | null,
  refusal: string | null,
): Promise<ReceiveOutcome> {
  return db.transaction(async (tx): Promise<ReceiveOutcome> => {
    const account = await accountOf(tx, transfer);
    const schoolId = account?.schoolId ?? (await schoolOfSubaccount(tx, transfer.subaccountCode));
    const school = schoolId ? await lockSchool(tx, schoolId) : null;
    const [kept] = await tx
      .insert(receivedTransfers)
      .values({
        schoolId: school?.id ?? null,
        reference: transfer.reference,
        amountKobo: transfer.amount,
        senderName: transfer.senderName,
        senderBank: transfer.senderBank,
        narration: transfer.narration,
        accountNumber: transfer.accountNumber,
        receivedAt: transfer.receivedAt,
        status: 'recorded',
      })
      .onConflictDoNothing()
      .returning({ id: receivedTransfers.id });
    if (!kept) return { kind: 'already-received' };
    const holder: TransferHolder | null = account?.familyId
      ? { kind: 'family', id: account.familyId }
      : account?.studentId
        ? { kind: 'student', id: account.studentId }
        : null;
    let reason = refusal;
    if (!reason && (!school || !account)) reason = UNMATCHED_REASONS.unknownAccount;
    if (!reason && !holder) reason = UNMATCHED_REASONS.ownerGone;
    if (!reason && school && holder && verified) {
      const record = { ...transfer, amountKobo: verified.amount, recordedBy: TRANSFER_RECORDER };
      const recorded = await recordFor(tx, school, holder, record, verified);
      if (typeof recorded !== 'string') return { kind: 'recorded', shares: recorded };
      reason = recorded;
    }
    const why = reason ?? UNMATCHED_REASONS.unknownAccount;
    await tx
      .update(receivedTransfers)
      .set({ status: 'unmatched', reason: why })
      .where(eq(receivedTransfers.id, kept.id));
    return { kind: 'unmatched', reason: why };
  });
}

export type AssignOutcome =
  | { kind: 'recorded'; shares: PaidShare[] }
  | { kind: 'not-found' }
  | { kind: 'already-recorded' }
  | { kind: 'holder-not-found'; reason: string };

/**
 * Records an unmatched transfer for the holder the owner or bursar chose, once: the row is locked
 * and must still be unmatched. The provider confirmed it again just before (`verified`).
 */
export async function assignTransfer(
  db: Queryable,
  caller: Caller,
  transferId: string,
  holder: TransferHolder,
  verified: ProviderTransaction,
): Promise<AssignOutcome> {
  return db.transaction(async (tx): Promise<AssignOutcome> => {
    const [found] = await tx
      .select({ schoolId: receivedTransfers.schoolId })
      .from(receivedTransfers)
      .where(eq(receivedTransfers.id, transferId));
    if (!found?.schoolId) return { kind: 'not-found' };
    const school = await lockSchool(tx, found.schoolId, caller);
    if (!school) return { kind: 'not-found' };
    const [row] = await tx
      .select()
      .from(receivedTransfers)
      .where(eq(receivedTransfers.id, transferId))
      .for('update');
    if (!row) return { kind: 'not-found' };
    if (row.status !== 'unmatched') return { kind: 'already-recorded' };
    const recorded = await recordFor(
      tx,
      school,
      holder,
      { ...row, amountKobo: verified.amount, recordedBy: accountLabel(caller.user) },
      verified,
    );
    if (typeof recorded === 'string') return { kind: 'holder-not-found', reason: recorded };
    await tx
      .update(receivedTransfers)
      .set({
        status: 'recorded',
        reason: '',
        assignedBy: accountLabel(caller.user),
        updatedAt: new Date(),
      })
      .where(eq(receivedTransfers.id, row.id));
    await recordAudit(tx, {
      schoolId: school.id,
      actor: caller.user,
      action: 'transfer.assigned',
      subject: `${formatMoney(toNaira(verified.amount))} from ${row.senderName} (${row.reference}) to ${recorded.map((share) => share.studentName).join(', ')}`,
    });
    return { kind: 'recorded', shares: recorded };
  });
}

/** A transfer received by one of the user's schools, or null. */
export async function findReachableTransfer(db: Queryable, userId: string, transferId: string) {
  const [row] = await db
    .select({
      schoolId: schools.id,
      reference: receivedTransfers.reference,
      amountKobo: receivedTransfers.amountKobo,
      status: receivedTransfers.status,
    })
    .from(receivedTransfers)
    .innerJoin(schools, eq(schools.id, receivedTransfers.schoolId))
    .where(and(eq(receivedTransfers.id, transferId), reachableBy(userId)))
    .limit(1);
  return row ?? null;
}

/** The school's transfers waiting to be assigned, newest first. */
export async function listUnmatched(db: Queryable, schoolId: string): Promise<UnmatchedTransfer[]> {
  const rows = await db
    .select()
    .from(receivedTransfers)
    .where(and(eq(receivedTransfers.schoolId, schoolId), eq(receivedTransfers.status, 'unmatched')))
    .orderBy(desc(receivedTransfers.receivedAt))
    .limit(500);
  return rows.map((row) => ({
    _id: row.id,
    reference: row.reference,
    amount: toNaira(row.amountKobo),
    senderName: row.senderName,
    narration: row.narration,
    receivedAt: row.receivedAt.toISOString(),
    reason: row.reason,
  }));
}

export type ReachableTransfer = NonNullable<Awaited<ReturnType<typeof findReachableTransfer>>>;
