import type { BaseRecord } from './base-record';

/** A received payment; immutable once recorded. `amount` is naira. */
export interface Payment extends BaseRecord {
  schoolId: string;
  depositorName: string;
  /** The depositor's e-mail, where the provider sends the receipt. */
  email: string;
  studentName: string;
  studentId: string;
  /** The classroom's name when the payment was made. */
  studentClass: string;
  /** The classroom's _id, so payments filter by classroom (the API's `?classroom=` filter). */
  classroomId: string;
  amount: number;
  purpose: string;
  /** The provider's reference (reference, status, message, transaction come from the checkout). */
  referenceNo: string;
  status: string;
  paymentMessage: string;
  transactionNo: string;
}
