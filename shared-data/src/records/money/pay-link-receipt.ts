import { object } from 'yup';
import { PAYMENT_METHODS } from '../../constants/money/payments';
import type { PaymentMethod } from '../../types/payment';
import { field } from '../record-shape';

/** The receipt a parent sees after paying by link: the payment as recorded, and where it went. */
export const payLinkReceiptRecord = object({
  depositorName: field.text(),
  email: field.text(),
  studentName: field.text(),
  studentClass: field.text(),
  amount: field.amount(),
  amountAsked: field.amount(),
  purpose: field.text(),
  referenceNo: field.text(),
  transactionNo: field.text(),
  method: field.text().oneOf<PaymentMethod>(PAYMENT_METHODS),
  status: field.text(),
  createdAt: field.text(),
  updatedAt: field.text(),
  schoolName: field.text(),
  /** As on the payment record (paymentRecord): its receipt, fixed when it was counted. */
  receiptNo: field.text(),
  paidToDate: field.amount().nullable(),
  balanceAfter: field.amount().nullable(),
});
