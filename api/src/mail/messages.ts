import {
  formatBalance,
  formatDay,
  formatMoney,
  formatSchoolDateTime,
  formatPaymentAmount,
  PAYMENT_METHOD_LABELS,
  receivedBy,
  SCHOOL_ROLE_LABELS,
  schoolToday,
  toNaira,
  transferAccountWords,
  type Payment,
  type PaymentMethod,
  type StaffRole,
  type TransferAccount,
} from '@fees/shared-data/core';
import type { MailMessage } from './mailer';

/** Codes stay out of subjects, which lock screens and mail previews show to anyone nearby. */
export function verificationMail(to: string, firstname: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Fees Manager verification code',
    text: [
      `Hello ${firstname},`,
      '',
      `Your verification code is ${code}.`,
      'It is valid for 5 minutes and can be used once.',
      '',
      'If you did not sign up for Fees Manager, ignore this e-mail.',
    ].join('\n'),
  };
}

export function resetMail(to: string, firstname: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Fees Manager password reset code',
    text: [
      `Hello ${firstname},`,
      '',
      `Your password reset code is ${code}.`,
      'It is valid for 5 minutes and can be used once.',
      '',
      'If you did not ask to reset your password, ignore this e-mail; your password is unchanged.',
    ].join('\n'),
  };
}

export type ReceiptDetails = Pick<
  Payment,
  | 'depositorName'
  | 'email'
  | 'studentName'
  | 'studentClass'
  | 'amount'
  | 'amountAsked'
  | 'purpose'
  | 'referenceNo'
  | 'transactionNo'
  | 'method'
  | 'externalReference'
  | 'receivedOn'
  | 'receiptNo'
  | 'recordedBy'
> & {
  schoolName: string;
  paidAt: Date;
  paidToDate: number;
  balanceAfter: number;
} & ReceiptSetting;

/**
 * What a mailed receipt says beyond the payment, as the printed one does: its term ('First term
 * 2025/2026') and the student's transfer account (their family's when in one), null while none
 * was given.
 */
export interface ReceiptSetting {
  term: string;
  transfer: TransferAccount | null;
}

/** 'Pay by transfer to 9930001234, Wema Bank, Bright Stars/Okafor family.'; none without one. */
function transferLine(account: TransferAccount | null, lead: string): string[] {
  if (!account) return [];
  return [`${lead} ${transferAccountWords(account)}.`];
}

/** Where a parent pays next time, below a receipt, in the printed receipt's words. */
const nextTimeLines = (account: TransferAccount | null) =>
  account ? ['', ...transferLine(account, 'Pay by transfer to')] : [];

/**
 * The depositor's receipt: its number, the term, what the student has paid in it and what is left,
 * and who received it (docs/payments.md#receipts); a card payment names the provider's transaction
 * and the moment it was charged, in Lagos time; a recorded one its method, the bank's or
 * terminal's reference and the day received. Where the student has a transfer account, it ends
 * with where to pay by transfer next time.
 */
export function receiptMail(details: ReceiptDetails): MailMessage {
  const card = details.method === 'card';
  const lines = [
    `Receipt no.: ${details.receiptNo}`,
    `Student:     ${details.studentName} (${details.studentClass})`,
    `Term:        ${details.term}`,
    `Amount:      ${formatPaymentAmount(details)}`,
    `Purpose:     ${details.purpose}`,
    `Method:      ${PAYMENT_METHOD_LABELS[details.method]}`,
    `Reference:   ${details.referenceNo}`,
    card ? `Transaction: ${details.transactionNo}` : null,
    details.externalReference ? `Bank ref.:   ${details.externalReference}` : null,
    card
      ? `Date:        ${formatSchoolDateTime(details.paidAt)}`
      : `Received:    ${formatDay(details.receivedOn)}`,
    `To date:     ${formatMoney(details.paidToDate)} paid this term`,
    `Balance:     ${formatBalance(details.balanceAfter)} after this payment`,
    `Received by: ${receivedBy(details)}`,
  ];
  return {
    to: details.email,
    subject: `Payment receipt ${details.receiptNo} — ${formatMoney(details.amount)}`,
    text: [
      `Dear ${details.depositorName},`,
      '',
      `We received your payment to ${details.schoolName}.`,
      '',
      ...lines.filter((line) => line !== null),
      ...nextTimeLines(details.transfer),
      '',
      'Thank you.',
    ].join('\n'),
  };
}

/** What the parent's receipt of a family checkout lists (kobo, as recorded). */
export interface FamilyReceiptDetails extends ReceiptSetting {
  schoolName: string;
  familyName: string;
  depositorName: string;
  email: string;
  purpose: string;
  method: PaymentMethod;
  /** Who recorded its payments: for a transfer, the transfer account itself. */
  recordedBy: string;
  amountKobo: number;
  referenceNo: string;
  transactionNo: string;
  paidAt: Date | null;
  shares: ReadonlyArray<{
    studentName: string;
    studentClass: string;
    amountKobo: number;
    receiptNo: string;
    balanceAfterKobo: number;
  }>;
}

/**
 * The parent's one receipt of a family checkout (docs/families.md#the-family-pay-link): the
 * charge, its term and who received it, then each child's share with its own receipt number and
 * the balance it leaves, then where to pay by transfer next time, as the printed receipt says.
 */
export function familyReceiptMail(details: FamilyReceiptDetails): MailMessage {
  const total = formatMoney(toNaira(details.amountKobo));
  const shares = details.shares.flatMap((share) => [
    `${share.studentName} (${share.studentClass}): ${formatMoney(toNaira(share.amountKobo))}`,
    `  Receipt no. ${share.receiptNo}; balance ${formatBalance(toNaira(share.balanceAfterKobo))} after this payment`,
  ]);
  return {
    to: details.email,
    subject: `Payment receipt — ${total} for ${details.familyName}`,
    text: [
      `Dear ${details.depositorName},`,
      '',
      `We received your payment to ${details.schoolName} for ${details.familyName}.`,
      '',
      `Term:        ${details.term}`,
      `Amount:      ${total}`,
      `Purpose:     ${details.purpose}`,
      `Method:      ${PAYMENT_METHOD_LABELS[details.method]}`,
      `Reference:   ${details.referenceNo}`,
      `Transaction: ${details.transactionNo}`,
      `Date:        ${formatSchoolDateTime(details.paidAt ?? new Date())}`,
      `Received by: ${receivedBy(details)}`,
      '',
      'It was shared among your children as follows:',
      '',
      ...shares,
      ...nextTimeLines(details.transfer),
      '',
      'Thank you.',
    ].join('\n'),
  };
}

/** One child's line in a pay-link mail: what they owe and the link that pays it. */
export interface PayLinkLine {
  studentName: string;
  className: string;
  /** Naira. */
  outstanding: number;
  url: string;
  expiresAt: Date;
  /** The child's transfer account (their family's when in one); null while none was given. */
  transfer: TransferAccount | null;
}

/**
 * A school's pay link(s) for a parent: shared from a student's page (one child) or a classroom's
 * reminders (each child of theirs in that class who owes).
 */
export function payLinkMail(
  to: string,
  schoolName: string,
  children: PayLinkLine[],
  reminder: boolean,
): MailMessage {
  const lines = children.flatMap((child) => [
    `${child.studentName} (${child.className}): ${formatMoney(child.outstanding)} outstanding`,
    `Pay by card: ${child.url}`,
    `The link works until ${formatDay(schoolToday(child.expiresAt))}.`,
    ...transferLine(child.transfer, 'Or pay by transfer to'),
    '',
  ]);
  return {
    to,
    subject: reminder
      ? `Reminder: school fees outstanding at ${schoolName}`
      : `Pay school fees to ${schoolName}`,
    text: [
      'Dear parent,',
      '',
      reminder
        ? `${schoolName} reminds you of the school fees still to pay:`
        : `${schoolName} sent you a link to pay school fees by card:`,
      '',
      ...lines,
      'The link opens a secure payment page for this student only; a receipt is e-mailed when you pay.',
      'If you have paid already, please ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * A family's reminder (docs/families.md#reminders): each child who owes and what, and one link
 * that pays for them all.
 */
export function familyReminderMail(
  to: string,
  schoolName: string,
  children: ReadonlyArray<Omit<PayLinkLine, 'url' | 'expiresAt' | 'transfer'>>,
  link: { url: string; expiresAt: Date },
  transfer: TransferAccount | null,
): MailMessage {
  return {
    to,
    subject: `Reminder: school fees outstanding at ${schoolName}`,
    text: [
      'Dear parent,',
      '',
      `${schoolName} reminds you of the school fees still to pay:`,
      '',
      ...children.map(
        (child) =>
          `${child.studentName} (${child.className}): ${formatMoney(child.outstanding)} outstanding`,
      ),
      '',
      `Pay for all of them by card: ${link.url}`,
      `The link works until ${formatDay(schoolToday(link.expiresAt))}. You may pay part or all, and choose how much goes to each child.`,
      ...transferLine(transfer, 'Or pay for them by transfer to'),
      'A receipt is e-mailed when you pay. If you have paid already, please ignore this e-mail.',
    ].join('\n'),
  };
}

export interface InvitationDetails {
  schoolName: string;
  role: StaffRole;
  /** The owner who sent it, 'First Last'. */
  invitedBy: string;
  url: string;
  expiresAt: Date;
}

/** An owner's invitation to join a school's staff (docs/staff.md#invitations). */
export function invitationMail(to: string, details: InvitationDetails): MailMessage {
  const role = SCHOOL_ROLE_LABELS[details.role].toLowerCase();
  return {
    to,
    subject: `Join ${details.schoolName} on Fees Manager`,
    text: [
      'Hello,',
      '',
      `${details.invitedBy} invited you to ${details.schoolName} on Fees Manager, as its ${role}.`,
      '',
      `Accept: ${details.url}`,
      '',
      `Sign in or create an account with this e-mail address (${to}) to accept.`,
      `The link works once, until ${formatDay(schoolToday(details.expiresAt))}.`,
      '',
      'If you were not expecting this, ignore this e-mail; nothing changes until you accept.',
    ].join('\n'),
  };
}
