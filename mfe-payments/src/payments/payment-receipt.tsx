import { formatSchoolDateTime, type Payment } from '@fees/shared-data';
import { howPaid, isVoid, receiptFacts } from './payment-facts';
import { PaymentFactsTable } from './payment-facts-table';
import styles from './payment-receipt.module.css';

export type PaymentReceiptProps = {
  payment: Payment;
  /** The school paid, once its record has loaded. */
  schoolName?: string;
};

/**
 * The paper receipt: shown only when printing, in place of the screen's page, with its number and
 * what was paid and left (receiptFacts). A void payment's receipt says VOID across the top, so a
 * reprint can never pass for proof of payment.
 */
export function PaymentReceipt({ payment, schoolName }: PaymentReceiptProps) {
  const voided = isVoid(payment);
  const rows: [string, string][] = [
    ['School', schoolName ?? ''],
    ['Student', payment.studentName],
    ['Class', payment.studentClass],
    ...howPaid(payment),
    ...receiptFacts(payment),
    ['Purpose', payment.purpose],
    [
      'Paid by',
      payment.email ? `${payment.depositorName} (${payment.email})` : payment.depositorName,
    ],
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
      <PaymentFactsTable rows={rows} className={styles.table} />
    </section>
  );
}
