import {
  formatPaymentAmount,
  formatSchoolDateTime,
  PAYMENT_METHOD_LABELS,
  type PayLinkReceipt,
} from '@fees/shared-data';
import { Button, Card } from '@fees/shared-ui';
import { useEffect, useRef } from 'react';
import { receiptFacts } from '../payment-facts';
import { PaymentFactsTable } from '../payment-facts-table';
import styles from './pay-link-page.module.css';

export type PayLinkReceiptViewProps = {
  receipt: PayLinkReceipt;
  /** The guest demo mails nothing, so its receipt does not say it was mailed. */
  mailed: boolean;
};

/**
 * What the parent paid, on screen and on paper, with the receipt's number and what is left
 * (receiptFacts); focus moves here so it is announced.
 */
export function PayLinkReceiptView({ receipt, mailed }: PayLinkReceiptViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows: [string, string][] = [
    ['School', receipt.schoolName],
    ['Student', receipt.studentName],
    ['Class', receipt.studentClass],
    ['Amount', formatPaymentAmount(receipt)],
    ['Method', PAYMENT_METHOD_LABELS[receipt.method]],
    ['Date', formatSchoolDateTime(receipt.updatedAt)],
    ['Reference', receipt.referenceNo],
    ...receiptFacts(receipt),
    ...(receipt.transactionNo ? [['Transaction', receipt.transactionNo] as [string, string]] : []),
    ['Purpose', receipt.purpose],
    [
      'Paid by',
      receipt.email ? `${receipt.depositorName} (${receipt.email})` : receipt.depositorName,
    ],
  ];
  return (
    <Card>
      <section aria-labelledby="pay-link-receipt-title" className={styles.receipt}>
        <h1 id="pay-link-receipt-title" ref={heading} tabIndex={-1} className={styles.title}>
          Payment receipt
        </h1>
        <p className={styles.lead}>
          {mailed
            ? `Thank you. Your payment is recorded, and this receipt was e-mailed to ${receipt.email}.`
            : 'Thank you. Your payment is recorded. Print this receipt to keep it.'}
        </p>
        <PaymentFactsTable rows={rows} />
        <div className={styles.actions}>
          <Button width="auto" icon={null} onClick={() => window.print()}>
            Print receipt
          </Button>
        </div>
      </section>
    </Card>
  );
}
