import { PAY_LINK_INVALID, PAY_LINK_LIFE_DAYS } from '../../../constants/money/pay-links';
import { outstandingFee } from '../../../format/fees';
import { toKobo } from '../../../format/money/money';
import { studentUnmet } from '../../../ledger/due-now';
import { dueInNaira } from '../../../ledger/due-sentence';
import { termLabel } from '../../../ledger/terms';
import { payLinkReceiptRecord } from '../../../records/money/pay-link-receipt';
import type { PayLinkReceipt, PayLinkView } from '../../../types/pay-link';
import type { Payment } from '../../../types/payment';
import type { Student } from '../../../types/student';
import { ConflictError, EndedPayLinkError, NotFoundError } from '../../data-errors';
import {
  readLinkPayments,
  readPayLinks,
  writeLinkPayments,
  writePayLinks,
  type GuestData,
} from '../../guest-storage';
import { randomToken } from '../../random-token';
import { getFamily } from '../school-records/guest-families';
import { currentTerm } from '../guest-ledger';
import { getTransferAccount } from './guest-transfer-accounts';
import {
  checkRole,
  findRecord,
  moneyOf,
  planReader,
  readAll,
  readRecords,
  type GuestContext,
} from '../guest-records';

const GUEST_SENDS_NO_MAIL =
  'The guest demo sends no e-mail. Copy the link instead, or create an account to e-mail parents.';

/**
 * The student of a live link. A link that existed and was revoked or has expired names the school
 * and its owner's phone; any other token is answered as the API answers it (docs/pay-links.md).
 */
export function linkedStudent(context: GuestContext, token: string): Student {
  const link = readPayLinks(context.storage).find((item) => item.token === token);
  const student =
    link && readRecords(context, 'students').find((item) => item._id === link.studentId);
  if (!link || !student) throw new NotFoundError(PAY_LINK_INVALID);
  checkLinkLive(context, link, student.schoolId);
  return student;
}

/**
 * Refuses a link of `schoolId` that was revoked or is past PAY_LINK_LIFE_DAYS, naming whom to ask
 * for a new one: the school and its owner's phone (a school has none of its own).
 */
export function checkLinkLive(
  context: GuestContext,
  link: { revoked: boolean; issuedAt: string },
  schoolId: string,
): void {
  const issuedSince = context.now().getTime() - PAY_LINK_LIFE_DAYS * 24 * 60 * 60 * 1000;
  if (link.revoked || Date.parse(link.issuedAt) <= issuedSince) {
    const school = findRecord(context, 'schools', schoolId);
    const owner = readRecords(context, 'users').find((user) => user._id === school.ownerId);
    throw new EndedPayLinkError({ name: school.name, phone: owner?.phone ?? '' });
  }
}

export function sharePayLink(context: GuestContext, studentId: string): { token: string } {
  checkRole(context, 'sharePayLinks');
  findRecord(context, 'students', studentId);
  const token = randomToken();
  writePayLinks(context.storage, [
    ...readPayLinks(context.storage),
    { token, studentId, revoked: false, issuedAt: context.now().toISOString() },
  ]);
  return { token };
}

export function revokePayLinks(context: GuestContext, studentId: string): { token: string } {
  checkRole(context, 'sharePayLinks');
  findRecord(context, 'students', studentId);
  const token = randomToken();
  const links = readPayLinks(context.storage).map((link) =>
    link.studentId === studentId ? { ...link, revoked: true } : link,
  );
  writePayLinks(context.storage, [
    ...links,
    { token, studentId, revoked: false, issuedAt: context.now().toISOString() },
  ]);
  return { token };
}

/** A parent's card payment through a link, which the cash book names as such (cardPayer). */
export function markLinkPayment(context: GuestContext, paymentId: string): void {
  writeLinkPayments(context.storage, [...readLinkPayments(context.storage), paymentId]);
}

/**
 * What the parent's page is given once a link payment is recorded: the receipt's fields, as the API
 * answers them, and nothing else of the school's record of the payment.
 */
export function payLinkReceipt(payment: Payment, schoolName: string): PayLinkReceipt {
  const answer: Record<string, unknown> = { ...payment, schoolName };
  const fields = Object.keys(payLinkReceiptRecord.fields);
  return Object.fromEntries(fields.map((field) => [field, answer[field]])) as PayLinkReceipt;
}

/**
 * The demo has no mail server: saying so beats pretending a parent was mailed. A record that is
 * not there is refused as the API refuses it, first.
 */
export function refuseMail(
  context: GuestContext,
  target: { collection: 'students' | 'classrooms'; id: string } | { familyId: string },
  action: 'sharePayLinks' | 'sendReminders',
): never {
  checkRole(context, action);
  if ('familyId' in target) getFamily(context, target.familyId);
  else findRecord(context, target.collection, target.id);
  throw new ConflictError(GUEST_SENDS_NO_MAIL);
}

/** What is due of a student now, in kobo, and what is left of each due day. */
export function studentDueParts(context: GuestContext, data: GuestData, student: Student) {
  const { instalments, openedOn, atOnce } = planReader(context, data)(student);
  return {
    due: { dueNowKobo: toKobo(student.dueNow), overdueSince: student.overdueSince },
    parts: studentUnmet(moneyOf(student), instalments, openedOn, atOnce),
  };
}

export function payLinkView(context: GuestContext, token: string): PayLinkView {
  const student = linkedStudent(context, token);
  const school = findRecord(context, 'schools', student.schoolId);
  const { due, parts } = studentDueParts(context, readAll(context), student);
  return {
    ...dueInNaira(due, parts),
    schoolName: school.name,
    studentName: student.fullname,
    className: student.classroom,
    term: termLabel(currentTerm(readAll(context), school._id)),
    broughtForward: student.broughtForward,
    feesExpected: student.totalFeesExpected,
    feesPaid: student.totalPaidFees,
    outstanding: outstandingFee(student.totalFeesExpected, student.totalPaidFees),
    parentEmail: student.parentEmail,
    transferAccount: getTransferAccount(context, { holder: 'students', id: student._id }),
  };
}
