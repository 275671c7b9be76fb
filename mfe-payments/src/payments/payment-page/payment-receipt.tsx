import { transferAccountQueryOptions, type Payment } from '@fees/shared-data';
import { formatSchoolDateTime, receivedBy, transferAccountWords } from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';
import { howPaid, isVoid, receiptFacts, referenceWords } from '../payment-facts/payment-facts';
import { PaymentFactsTable } from '../payment-facts/payment-facts-table';
import { usePaymentTerm } from './use-payment-term';
import styles from './payment-receipt.module.css';

export type PaymentReceiptProps = {
  payment: Payment;
  /** The school paid, once its record has loaded. */
  schoolName?: string;
};

/**
 * The paper receipt: shown only when printing, in place of the screen's page, headed by its number,
 * with the term, what was paid and left (receiptFacts), who received it and a line to sign and
 * stamp; our reference sits in small print, for the bursary to trace it (docs/payments.md#receipts).
 * Where the student's family, or the student, has a transfer account, it says where to pay by
 * transfer next time.
 * A void payment's receipt says VOID across the top, so a reprint can never pass for proof of
 * payment.
 */
export function PaymentReceipt({ payment, schoolName }: PaymentReceiptProps) {
  const voided = isVoid(payment);
  const term = usePaymentTerm(payment);
  // A parent handed the receipt learns where to pay next time; a receipt stands without it.
  const account = useQuery(
    transferAccountQueryOptions({ holder: 'students', id: payment.studentId }),
  ).data;
  const rows: [string, string][] = [
    ['School', schoolName ?? ''],
    ['Student', payment.studentName],
    ['Class', payment.studentClass],
    ['Term', term],
    ...howPaid(payment),
    ...receiptFacts(payment),
    ['Purpose', payment.purpose],
    [
      'Paid by',
      payment.email ? `${payment.depositorName} (${payment.email})` : payment.depositorName,
    ],
    ['Received by', receivedBy(payment)],
    ...(voided && payment.voidedAt
      ? [
          ['Voided', `${formatSchoolDateTime(payment.voidedAt)}: ${payment.voidReason}`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <section className={styles.receipt} aria-labelledby="payment-receipt-title">
      <h2 id="payment-receipt-title" className={styles.title}>
        Payment receipt
      </h2>
      {voided ? <p className={styles.void}>VOID</p> : null}
      {schoolName ? <p className={styles.school}>{schoolName}</p> : null}
      {payment.receiptNo ? <p className={styles.number}>Receipt {payment.receiptNo}</p> : null}
      <PaymentFactsTable rows={rows} className={styles.table} />
      {account ? <p>{`Pay by transfer to ${transferAccountWords(account)}.`}</p> : null}
      <p className={styles.signature}>Signature and stamp</p>
      <p className={styles.reference}>{referenceWords(payment)}</p>
    </section>
  );
}
