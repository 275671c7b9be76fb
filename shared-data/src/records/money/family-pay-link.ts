import { array, object } from 'yup';
import { payByTransferField } from './pay-link-view';
import { dueFields, unmetInstalmentsField } from '../due-fields';
import { field } from '../record-shape';

/**
 * What a family's pay link shows the parent (docs/families.md#the-family-pay-link): the family's
 * children now, each with their balance, never the school's other records. Amounts are naira.
 */
export const familyPayLinkViewRecord = object({
  schoolName: field.text(),
  familyName: field.text(),
  /** The school's current term, 'Second term 2026/2027' (docs/terms.md). */
  term: field.text(),
  /** Prefills the depositor's e-mail; '' when the family has none. */
  parentEmail: field.text(),
  /** In the family's order, which the split follows. */
  children: array(
    object({
      studentId: field.text(),
      studentName: field.text(),
      className: field.text(),
      /** What earlier terms left; negative is a credit. */
      broughtForward: field.amount(),
      /** What earlier terms left that this term's payments have not yet met. */
      arrears: field.amount(),
      feesExpected: field.amount(),
      feesPaid: field.amount(),
      outstanding: field.amount(),
    }),
  ).defined(),
  /** The children's outstanding added up: what paying everything takes. */
  outstanding: field.amount(),
  ...dueFields("What the plan asks to be paid by today, the children's added up"),
  /** The children's unmet parts added up day by day. */
  instalments: unmetInstalmentsField(),
  transferAccount: payByTransferField(),
});

/** One child's part of a family payment: a payment of their own, with its receipt. */
export const familyShareRecord = object({
  studentName: field.text(),
  studentClass: field.text(),
  amount: field.amount(),
  receiptNo: field.text(),
  /** What the child owes after it; negative is a credit. */
  balanceAfter: field.amount(),
});

/** The receipt a parent sees after paying a family link: one payment, and what went to whom. */
export const familyPayLinkReceiptRecord = object({
  schoolName: field.text(),
  familyName: field.text(),
  depositorName: field.text(),
  email: field.text(),
  purpose: field.text(),
  amount: field.amount(),
  amountAsked: field.amount(),
  referenceNo: field.text(),
  transactionNo: field.text(),
  status: field.text(),
  createdAt: field.text(),
  paidAt: field.text(),
  shares: array(familyShareRecord).defined(),
});
