import type { Payment } from '@fees/shared-data';
import { formatPaymentAmount, PAYMENT_METHOD_LABELS, paymentDate } from '@fees/shared-data/core';
import type { DataColumn } from '@fees/shared-ui/data-table';
import type { ReactNode } from 'react';
import { isVoid } from '../payment-facts/payment-facts';
import styles from './payment-columns.module.css';

/**
 * A void payment's cells are struck through; its Student cell also says 'Void' in words, and its
 * Purpose cell why it was voided and by whom.
 */
function cell(payment: Payment, content: ReactNode) {
  return isVoid(payment) ? <s className={styles.void}>{content}</s> : content;
}

export const PAYMENT_COLUMNS: DataColumn<Payment>[] = [
  {
    key: 'student',
    header: 'Student name',
    // The tag leads the first column, which phones keep on a row's top line.
    cell: (payment) => (
      <>
        {isVoid(payment) ? <span className={styles.tag}>Void</span> : null}
        {cell(payment, payment.studentName)}
      </>
    ),
    width: '20%',
  },
  {
    key: 'depositor',
    header: 'Depositor name',
    // A transfer's narration is how a bursar tells whose fees a parent meant it for.
    cell: (payment) => (
      <>
        {cell(payment, payment.depositorName)}
        {payment.narration ? <span className={styles.narration}>{payment.narration}</span> : null}
      </>
    ),
    width: '18%',
    phone: 'hidden',
  },
  {
    key: 'amount',
    header: 'Amount',
    cell: (payment) => cell(payment, formatPaymentAmount(payment)),
    align: 'end',
    width: '15%',
  },
  {
    key: 'method',
    header: 'Method',
    cell: (payment) => cell(payment, PAYMENT_METHOD_LABELS[payment.method]),
    width: '16%',
    phone: 'hidden',
  },
  {
    key: 'purpose',
    header: 'Purpose',
    // A void row says why and by whom in place of the purpose, which its page still shows.
    cell: (payment) =>
      isVoid(payment) ? `Voided: ${payment.voidReason} (${payment.voidedBy})` : payment.purpose,
    width: '19%',
    phone: 'hidden',
  },
  {
    key: 'date',
    header: 'Date',
    cell: (payment) => cell(payment, paymentDate(payment)),
    width: '12%',
    phone: 'below',
  },
];
