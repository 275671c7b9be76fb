import { formatDate, formatMoney, type Payment } from '@fees/shared-data';
import { PaymentFactsTable } from './payment-facts-table';
import styles from './payment-receipt.module.css';

export type PaymentReceiptProps = {
  payment: Payment;
  /** The school paid, once its record has loaded. */
  schoolName?: string;
};

/** The paper receipt: shown only when printing, in place of the screen's page. */
export function PaymentReceipt({ payment, schoolName }: PaymentReceiptProps) {
  const rows: [string, string][] = [
    ['School', schoolName ?? ''],
    ['Student', payment.studentName],
    ['Class', payment.studentClass],
    ['Amount', formatMoney(payment.amount)],
    ['Purpose', payment.purpose],
    ['Date', formatDate(payment.createdAt)],
    ['Reference', payment.referenceNo],
    ['Paid by', `${payment.depositorName} (${payment.email})`],
  ];
  return (
    <section className={styles.receipt} aria-labelledby="payment-receipt-title">
      <h2 id="payment-receipt-title" className={styles.title}>
        Payment receipt
      </h2>
      {schoolName ? <p className={styles.school}>{schoolName}</p> : null}
      <PaymentFactsTable rows={rows} className={styles.table} />
    </section>
  );
}
