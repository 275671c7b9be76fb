import { formatMoney } from '@fees/shared-data/core';
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

export interface ReceiptDetails {
  depositorName: string;
  email: string;
  studentName: string;
  studentClass: string;
  schoolName: string;
  amount: number;
  purpose: string;
  referenceNo: string;
  transactionNo: string;
  paidAt: Date;
}

export function receiptMail(details: ReceiptDetails): MailMessage {
  return {
    to: details.email,
    subject: `Payment receipt ${details.referenceNo} — ${formatMoney(details.amount)}`,
    text: [
      `Dear ${details.depositorName},`,
      '',
      `We received your payment to ${details.schoolName}.`,
      '',
      `Student:     ${details.studentName} (${details.studentClass})`,
      `Amount:      ${formatMoney(details.amount)}`,
      `Purpose:     ${details.purpose}`,
      `Reference:   ${details.referenceNo}`,
      `Transaction: ${details.transactionNo}`,
      `Date:        ${details.paidAt.toUTCString()}`,
      '',
      'Thank you.',
    ].join('\n'),
  };
}
