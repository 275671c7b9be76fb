import type { Payment } from './payment';

/**
 * What a pay link shows a parent (docs/pay-links.md): the one student it is for, never the
 * school's other records. Amounts are naira.
 */
export interface PayLinkView {
  schoolName: string;
  studentName: string;
  className: string;
  /** The school's current term, 'Second term 2026/2027' (docs/terms.md). */
  term: string;
  /** What earlier terms left: arrears, or a credit when negative; part of feesExpected. */
  broughtForward: number;
  feesExpected: number;
  feesPaid: number;
  outstanding: number;
  /** Prefills the depositor's e-mail; '' when the school has none. */
  parentEmail: string;
}

/** The receipt a parent sees after paying by link: the payment as recorded, and where it went. */
export type PayLinkReceipt = Pick<
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
  | 'status'
  | 'createdAt'
  | 'updatedAt'
> & { schoolName: string };

/** What 'Send reminders' did for a classroom, by parent. */
export interface ReminderSummary {
  /** One mail each, naming every child of theirs in the class who owes. */
  mailed: { email: string; students: string[] }[];
  /** Mailed in the last 24 hours, so not again. */
  alreadyReminded: { email: string; students: string[] }[];
  /** Students who owe but whose parent's e-mail the school does not have. */
  noEmail: string[];
}
