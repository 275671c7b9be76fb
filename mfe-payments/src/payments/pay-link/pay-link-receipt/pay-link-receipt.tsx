import {
  formatPaymentAmount,
  formatSchoolDateTime,
  PAYMENT_METHOD_LABELS,
  type PayLinkReceipt,
} from '@fees/shared-data/core';
import { receiptFacts } from '../../payment-facts/payment-facts';
import { PaymentFactsTable } from '../../payment-facts/payment-facts-table';
import { PayLinkReceiptCard } from './pay-link-receipt-card';
import { payerFacts } from './pay-link-receipt-facts';

export type PayLinkReceiptViewProps = {
  receipt: PayLinkReceipt;
  /** The term it was paid in, as the page paid from named it ('Second term 2026/2027'). */
  term: string;
  /** The guest demo mails nothing, so its receipt does not say it was mailed. */
  mailed: boolean;
};

/**
 * What the parent paid for one student and in which term, with the receipt's number and what is
 * left (receiptFacts).
 */
export function PayLinkReceiptView({ receipt, term, mailed }: PayLinkReceiptViewProps) {
  const rows: [string, string][] = [
    ['School', receipt.schoolName],
    ['Student', receipt.studentName],
    ['Class', receipt.studentClass],
    ['Term', term],
    ['Amount', formatPaymentAmount(receipt)],
    ['Method', PAYMENT_METHOD_LABELS[receipt.method]],
    ['Date', formatSchoolDateTime(receipt.updatedAt)],
    ['Reference', receipt.referenceNo],
    ...receiptFacts(receipt),
    ...payerFacts(receipt),
  ];
  return (
    <PayLinkReceiptCard email={receipt.email} mailed={mailed}>
      <PaymentFactsTable rows={rows} />
    </PayLinkReceiptCard>
  );
}
