import { PAYMENT_METHODS } from '../../constants/money/payments';
import type { PaymentMethod } from '../../types/payment';
import { object } from 'yup';
import { field, recordShape } from '../record-shape';

/** Who asked or decided about a void, as 'First Last <email>', why, and when. */
const voidStep = () =>
  object({
    by: field.text(),
    reason: field.text(),
    at: field.text().meta({ jsonSchema: { format: 'date-time' } }),
  })
    .nullable()
    .defined();

/** A received payment; never edited or deleted, only voided. Amounts are naira. */
export const paymentRecord = recordShape({
  schoolId: field.text(),
  depositorName: field.text(),
  /** The depositor's e-mail, where the receipt is sent; '' when a recorded payment gave none. */
  email: field.text(),
  studentName: field.text(),
  studentId: field.text(),
  /** The classroom's name when the payment was made. */
  studentClass: field.text(),
  /** The classroom's _id, so payments filter by classroom (the API's `?classroom=` filter). */
  classroomId: field.text(),
  /** The term the money arrived in (docs/terms.md#payments): the `?term=` filter. */
  termId: field.text(),
  /** What was received and counts in the figures; for a card, what the provider charged. */
  amount: field.amount(),
  /**
   * What was asked for: the amount a card checkout was started with, the amount itself for a
   * recorded payment. A card charge below it is short (isShortCharge).
   */
  amountAsked: field.amount(),
  purpose: field.text(),
  /** Our receipt number: the provider's reference for a card, one of ours for a recorded payment. */
  referenceNo: field.text(),
  /** PAYMENT_STATUS: `success` counts; `void` (entered by mistake) stays listed, counting nowhere. */
  status: field.text(),
  paymentMessage: field.text(),
  transactionNo: field.text(),
  method: field.text().oneOf<PaymentMethod>(PAYMENT_METHODS),
  /** The bank's or POS terminal's reference of a recorded payment; '' when none. */
  externalReference: field.text(),
  /** The day a recorded payment was received. */
  receivedOn: field.text().meta({ jsonSchema: { description: "YYYY-MM-DD; '' for a card" } }),
  /** The account that recorded it, as 'First Last <email>'; '' for a card payment. */
  recordedBy: field.text(),
  /** What the sender wrote on a transfer into a transfer account; '' otherwise. */
  narration: field.text(),
  /** Set when voided: when, by which account, and why. */
  voidedAt: field
    .text()
    .nullable()
    .meta({ jsonSchema: { format: 'date-time' } }),
  voidedBy: field.text(),
  voidReason: field.text(),
  /**
   * A bursar's request to void it, waiting for the owner (docs/staff.md#voids): it counts until
   * approved. Kept beside the void once approved, so both names stay; null when none was made.
   */
  voidRequest: voidStep(),
  /** The owner's last refusal of a request, so whoever asked sees why it still counts. */
  voidDeclined: voidStep(),
  /**
   * Its receipt (docs/payments.md#receipts), fixed when it was counted and kept by a void: the
   * school's sequential number ('SKA-000123'), the student's counted payments in its term up to
   * and including it, and their balance after it, brought forward included (negative: a credit).
   */
  receiptNo: field.text().meta({ jsonSchema: { description: "'' while pending" } }),
  paidToDate: field
    .amount()
    .nullable()
    .meta({ jsonSchema: { description: 'Naira; null while pending' } }),
  balanceAfter: field
    .amount()
    .nullable()
    .meta({ jsonSchema: { description: 'Naira; negative is a credit; null while pending' } }),
});
