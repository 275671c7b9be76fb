import { FAMILY_SHARE_REFUSALS } from '../../../constants/school-records/families';
import { GUEST_CREDENTIALS } from '../../../constants/guest';
import { PAY_LINK_INVALID } from '../../../constants/money/pay-links';
import { outstandingFee, sumNaira } from '../../../format/fees';
import { toKobo, toNaira } from '../../../format/money/money';
import {
  arrearsKobo,
  chosenShares,
  splitFamilyPayment,
  type FamilyChildDebt,
  type FamilyShare,
} from '../../../ledger/charges/family-split';
import { familyDue, familyUnmet } from '../../../ledger/due-now';
import { dueInNaira } from '../../../ledger/due-sentence';
import { termLabel } from '../../../ledger/terms';
import type { FamilyPayLinkReceipt, FamilyPayLinkView } from '../../../types/pay-link';
import type { Payment } from '../../../types/payment';
import type { Student } from '../../../types/student';
import {
  familyPayLinkInitializeBodySchema,
  type FamilyPayLinkInitializeBody,
} from '../../../validation/money/payment-schemas';
import { checkoutAddress } from '../../../validation/accounts/email-rules';
import { NotFoundError, ValidationError } from '../../data-errors';
import type { CheckoutStart, FamilyLinkPaymentInput } from '../../data-source';
import {
  readFamilyCheckouts,
  readFamilyPayLinks,
  writeFamilyCheckouts,
  writeFamilyPayLinks,
  type GuestData,
  type GuestFamily,
  type GuestFamilyCheckout,
  type GuestFamilyPayLink,
} from '../../guest-storage';
import { randomToken } from '../../random-token';
import { getFamily } from '../school-records/guest-families';
import { currentTerm } from '../guest-ledger';
import { checkLinkLive, markLinkPayment, studentDueParts } from './guest-pay-links';
import { cardReference, newCardPayment } from './guest-payments';
import { getTransferAccount } from './guest-transfer-accounts';
import {
  checkBody,
  checkRole,
  findIn,
  findRecord,
  readAll,
  readRecords,
  writeAll,
  type GuestContext,
} from '../guest-records';

/** A live link's family as it is now, read with everything else. */
interface LinkedFamily {
  data: GuestData;
  family: GuestFamily;
  /** In the order the family's page lists them (the students list's), which the split follows. */
  children: Student[];
}

/**
 * The family of a live family link. A token that is no family's link (a student's included), or
 * whose family is gone, is answered as the API answers it; an ended one names whom to ask.
 */
function linkedFamily(context: GuestContext, token: string): LinkedFamily {
  const link = readFamilyPayLinks(context.storage).find((item) => item.token === token);
  const data = readAll(context);
  const family = link && data.families.find((one) => one._id === link.familyId);
  if (!link || !family) throw new NotFoundError(PAY_LINK_INVALID);
  checkLinkLive(context, link, family.schoolId);
  const children = data.students.filter((student) => student.familyId === family._id);
  return { data, family, children };
}

/** Adds a live link for the family to `links` and stores them: its token is the answer. */
function issueLink(
  context: GuestContext,
  familyId: string,
  links: GuestFamilyPayLink[],
): { token: string } {
  const token = randomToken();
  writeFamilyPayLinks(context.storage, [
    ...links,
    { token, familyId, revoked: false, issuedAt: context.now().toISOString() },
  ]);
  return { token };
}

/** Another link for the family; the ones shared before keep working. */
export function shareFamilyPayLink(context: GuestContext, familyId: string): { token: string } {
  checkRole(context, 'sharePayLinks');
  getFamily(context, familyId);
  return issueLink(context, familyId, readFamilyPayLinks(context.storage));
}

/** Ends every link of the family and issues the one that replaces them, in one write. */
export function revokeFamilyPayLinks(context: GuestContext, familyId: string): { token: string } {
  checkRole(context, 'sharePayLinks');
  getFamily(context, familyId);
  const links = readFamilyPayLinks(context.storage).map((link) =>
    link.familyId === familyId ? { ...link, revoked: true } : link,
  );
  return issueLink(context, familyId, links);
}

/** What the split reads of a child: their running figures, in kobo. */
/** A child's figures as the family split reads them. */
export const debtOf = (child: Student): FamilyChildDebt => ({
  id: child._id,
  broughtForwardKobo: toKobo(child.broughtForward),
  expectedKobo: toKobo(child.totalFeesExpected),
  paidKobo: toKobo(child.totalPaidFees),
});

export function familyPayLinkView(context: GuestContext, token: string): FamilyPayLinkView {
  const { data, family, children } = linkedFamily(context, token);
  const lines = children.map((child) => ({
    studentId: child._id,
    studentName: child.fullname,
    className: child.classroom,
    broughtForward: child.broughtForward,
    arrears: toNaira(arrearsKobo(debtOf(child))),
    feesExpected: child.totalFeesExpected,
    feesPaid: child.totalPaidFees,
    outstanding: outstandingFee(child.totalFeesExpected, child.totalPaidFees),
  }));
  const dues = children.map((child) => studentDueParts(context, data, child));
  return {
    ...dueInNaira(
      familyDue(dues.map(({ due }) => due)),
      familyUnmet(dues.map(({ parts }) => parts)),
    ),
    schoolName: findIn(data, 'schools', family.schoolId).name,
    familyName: family.name,
    term: termLabel(currentTerm(data, family.schoolId)),
    parentEmail: family.parentEmail,
    children: lines,
    outstanding: sumNaira(lines.map((line) => line.outstanding)),
    transferAccount: getTransferAccount(context, { holder: 'families', id: family._id }),
  };
}

function refuseShares(message: string): never {
  throw new ValidationError(message, { shares: message });
}

const inKobo = (shares: NonNullable<FamilyPayLinkInitializeBody['shares']>): FamilyShare[] =>
  shares.map((share) => ({ id: share.studentId, amountKobo: toKobo(share.amount) }));

/** The parent's shares name each child of the family at most once and add up to the amount. */
function checkShares(details: FamilyPayLinkInitializeBody, children: readonly Student[]): void {
  if (!details.shares) return;
  const chosen = inKobo(details.shares);
  const named = new Set(chosen.map((share) => share.id));
  const strangers = chosen.some((share) => !children.some((child) => child._id === share.id));
  if (strangers || named.size < chosen.length) refuseShares(FAMILY_SHARE_REFUSALS.notAChild);
  const total = chosen.reduce((sum, share) => sum + share.amountKobo, 0);
  if (total !== toKobo(details.amount)) refuseShares(FAMILY_SHARE_REFUSALS.total);
}

export function initializeFamilyPayment(
  context: GuestContext,
  token: string,
  details: FamilyPayLinkInitializeBody,
): CheckoutStart {
  const { children } = linkedFamily(context, token);
  checkBody(familyPayLinkInitializeBodySchema, details);
  checkShares(details, children);
  return {
    reference: cardReference(),
    email: checkoutAddress(details.email, GUEST_CREDENTIALS.email),
  };
}

/**
 * Who receives what of `amountKobo`: the parent's shares while they still fit the family (a child
 * may have left it since the checkout began), the oldest debt first otherwise.
 */
function sharesOf(details: FamilyPayLinkInitializeBody, children: readonly Student[]) {
  const amountKobo = toKobo(details.amount);
  const debts = children.map(debtOf);
  const chosen = details.shares && chosenShares(amountKobo, debts, inKobo(details.shares));
  return chosen ?? splitFamilyPayment(amountKobo, debts);
}

/** Stored payments by id, in the order of `ids`. */
function paymentsOf(context: GuestContext, ids: readonly string[]): Payment[] {
  const payments = readRecords(context, 'payments');
  return ids.flatMap((id) => payments.filter((payment) => payment._id === id));
}

function receiptOf(context: GuestContext, checkout: GuestFamilyCheckout): FamilyPayLinkReceipt {
  const { schoolId, paymentIds, ...told } = checkout;
  const payments = paymentsOf(context, paymentIds);
  return {
    ...told,
    schoolName: findRecord(context, 'schools', schoolId).name,
    amount: sumNaira(payments.map((payment) => payment.amount)),
    shares: payments.map((payment) => ({
      studentName: payment.studentName,
      studentClass: payment.studentClass,
      amount: payment.amount,
      receiptNo: payment.receiptNo,
      // Only a payment that does not count lacks one: the demo checkout completes charged.
      balanceAfter: payment.balanceAfter ?? 0,
    })),
  };
}

/** What recording a family checkout did: its receipt, and the payments it made now. */
export interface RecordedFamilyPayment {
  receipt: FamilyPayLinkReceipt;
  /** None when the reference was recorded before. */
  payments: Payment[];
}

/**
 * Records the checkout once: a card payment through the link for each child it reaches, all in
 * one write with the figures they move, then the checkout that lists them. A reference recorded
 * before answers its receipt again and records nothing.
 */
export function recordFamilyPayment(
  context: GuestContext,
  token: string,
  { details, checkout }: FamilyLinkPaymentInput,
): RecordedFamilyPayment {
  const { data, family, children } = linkedFamily(context, token);
  checkBody(familyPayLinkInitializeBodySchema, details);
  const checkouts = readFamilyCheckouts(context.storage);
  const known = checkouts.find((one) => one.referenceNo === checkout.reference);
  if (known) return { receipt: receiptOf(context, known), payments: [] };
  const made = sharesOf(details, children).map((share) =>
    newCardPayment(
      context,
      findIn(data, 'students', share.id),
      data,
      { ...details, email: details.email ?? '', amount: toNaira(share.amountKobo) },
      // The family's reference is the checkout's; each child's payment takes one of its own.
      { ...checkout, reference: cardReference() },
    ),
  );
  data.payments.push(...made);
  writeAll(context, data);
  const stamp = context.now().toISOString();
  const recorded: GuestFamilyCheckout = {
    schoolId: family.schoolId,
    familyName: family.name,
    depositorName: details.depositorName,
    email: details.email ?? '',
    purpose: details.purpose,
    amountAsked: details.amount,
    referenceNo: checkout.reference,
    transactionNo: checkout.transaction,
    status: checkout.status,
    createdAt: stamp,
    paidAt: stamp,
    paymentIds: made.map((payment) => payment._id),
  };
  writeFamilyCheckouts(context.storage, [...checkouts, recorded]);
  for (const payment of made) markLinkPayment(context, payment._id);
  return {
    receipt: receiptOf(context, recorded),
    payments: paymentsOf(context, recorded.paymentIds),
  };
}
