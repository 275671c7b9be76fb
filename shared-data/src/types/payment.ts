import type { BaseRecord } from './base-record';

export type PaymentMethod = 'card' | 'cash' | 'transfer' | 'pos' | 'other';
export type RecordedPaymentMethod = Exclude<PaymentMethod, 'card'>;

/** A received payment; never edited or deleted, only voided. Amounts are naira. */
export interface Payment extends BaseRecord {
  schoolId: string;
  depositorName: string;
  /** The depositor's e-mail, where the receipt is sent; '' when a recorded payment gave none. */
  email: string;
  studentName: string;
  studentId: string;
  /** The classroom's name when the payment was made. */
  studentClass: string;
  /** The classroom's _id, so payments filter by classroom (the API's `?classroom=` filter). */
  classroomId: string;
  /** The term the money arrived in (docs/terms.md#payments): the `?term=` filter. */
  termId: string;
  /** What was received and counts in the figures; for a card, what the provider charged. */
  amount: number;
  /**
   * What was asked for: the amount a card checkout was started with, the amount itself for a
   * recorded payment. A card charge below it is short (isShortCharge).
   */
  amountAsked: number;
  purpose: string;
  /** Our receipt number: the provider's reference for a card, one of ours for a recorded payment. */
  referenceNo: string;
  /** PAYMENT_STATUS: `success` counts; `void` (entered by mistake) stays listed, counting nowhere. */
  status: string;
  paymentMessage: string;
  transactionNo: string;
  method: PaymentMethod;
  /** The bank's or POS terminal's reference of a recorded payment; '' when none. */
  externalReference: string;
  /** The day a recorded payment was received (YYYY-MM-DD); '' for a card payment. */
  receivedOn: string;
  /** The account that recorded it, as 'First Last <email>'; '' for a card payment. */
  recordedBy: string;
  /** Set when voided: when, by which account, and why. */
  voidedAt: string | null;
  voidedBy: string;
  voidReason: string;
}
