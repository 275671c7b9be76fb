import { array, object } from 'yup';
import { PAYMENT_METHODS } from '../../constants/money/payments';
import { TERM_NAMES, type TermName } from '../../ledger/terms';
import type { PaymentMethod } from '../../types/payment';
import { unmetInstalmentsField } from '../due-fields';
import { field } from '../record-shape';

/** One term of a statement: its charge lines, its counted payments and its running balance. */
export const statementTermRecord = object({
  termId: field.text(),
  session: field.text(),
  name: field.text().oneOf<TermName>(TERM_NAMES),
  charges: array(object({ name: field.text(), amount: field.amount() })).defined(),
  payments: array(
    object({
      _id: field.text(),
      amount: field.amount(),
      method: field.text().oneOf<PaymentMethod>(PAYMENT_METHODS),
      receivedOn: field.text(),
    }),
  ).defined(),
  broughtForward: field.amount(),
  balance: field.amount(),
});

/** A student's statement: every term they were charged in, oldest first. Amounts are naira. */
export const statementRecord = object({
  studentId: field.text(),
  terms: array(statementTermRecord).defined(),
  /** What they owe now; negative is a credit. */
  balance: field.amount(),
  /** What is left of each due day of the current term, which the statement ends by saying. */
  instalments: unmetInstalmentsField(),
});
