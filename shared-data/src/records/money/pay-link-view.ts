import { object } from 'yup';
import { dueFields, unmetInstalmentsField } from '../due-fields';
import { field } from '../record-shape';

/** The account number a family, or a student in no family, pays the school by transfer into. */
export const transferAccountRecord = object({
  accountNumber: field.text(),
  accountName: field.text(),
  bankName: field.text(),
});

/**
 * Where a parent may pay by transfer instead of by card (docs/transfers.md#transfer-accounts):
 * the family's account, or the lone student's; null while none was given.
 */
export const payByTransferField = () => transferAccountRecord.nullable().defined();

/**
 * What a pay link shows a parent (docs/pay-links.md): the one student it is for, never the
 * school's other records. Amounts are naira.
 */
export const payLinkViewRecord = object({
  schoolName: field.text(),
  studentName: field.text(),
  className: field.text(),
  /** The school's current term, 'Second term 2026/2027' (docs/terms.md). */
  term: field.text(),
  /** What earlier terms left: arrears, or a credit when negative; part of feesExpected. */
  broughtForward: field.amount(),
  feesExpected: field.amount(),
  feesPaid: field.amount(),
  outstanding: field.amount(),
  ...dueFields('What the plan asks to be paid by today'),
  instalments: unmetInstalmentsField(),
  /** Prefills the depositor's e-mail; '' when the school has none. */
  parentEmail: field.text(),
  transferAccount: payByTransferField(),
});
