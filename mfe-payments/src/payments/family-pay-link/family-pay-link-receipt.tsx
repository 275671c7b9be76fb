import { formatMoney } from '@fees/shared-data';
import {
  formatBalance,
  formatPaymentAmount,
  formatSchoolDateTime,
  type FamilyPayLinkReceipt,
} from '@fees/shared-data/core';
import { ScrollingTable, SubLine } from '@fees/shared-ui/pages';
import { PaymentFactsTable } from '../payment-facts/payment-facts-table';
import { PayLinkReceiptCard } from '../pay-link/pay-link-receipt/pay-link-receipt-card';
import { payerFacts } from '../pay-link/pay-link-receipt/pay-link-receipt-facts';
import styles from './family-pay-link.module.css';

export type FamilyPayLinkReceiptViewProps = {
  receipt: FamilyPayLinkReceipt;
  /** The term it was paid in, as the page paid from named it ('Second term 2026/2027'). */
  term: string;
  /** The guest demo mails nothing, so its receipt does not say it was mailed. */
  mailed: boolean;
};

/**
 * What the parent paid for the family, in which term: the one payment, then what went to each child, each share
 * with its own receipt number and the child's balance after it (a credit as a credit). Class and
 * receipt number sit under the name and amount, as the children's table above the form does; on a
 * phone each child's figures stack under the name, each after its column's name, so all read whole.
 */
export function FamilyPayLinkReceiptView({ receipt, term, mailed }: FamilyPayLinkReceiptViewProps) {
  const rows: [string, string][] = [
    ['School', receipt.schoolName],
    ['Family', receipt.familyName],
    ['Term', term],
    ['Amount', formatPaymentAmount(receipt)],
    ['Date', formatSchoolDateTime(receipt.paidAt)],
    ['Reference', receipt.referenceNo],
    ...payerFacts(receipt),
  ];
  return (
    <PayLinkReceiptCard email={receipt.email} mailed={mailed}>
      <PaymentFactsTable rows={rows} />
      <div className={styles.shares}>
        <ScrollingTable caption="What each child received" minWidth="18rem">
          <thead>
            <tr>
              <th scope="col">Child and class</th>
              <th scope="col" className={styles.number}>
                Amount and receipt no.
              </th>
              <th scope="col" className={styles.number}>
                Balance after
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.shares.map((share) => (
              <tr key={share.receiptNo || share.studentName}>
                <th scope="row" className={styles.wraps}>
                  {share.studentName}
                  <SubLine>{share.studentClass}</SubLine>
                </th>
                <td className={styles.number} data-label="Amount and receipt no.">
                  {formatMoney(share.amount)}
                  <SubLine>{share.receiptNo}</SubLine>
                </td>
                <td className={styles.number} data-label="Balance after">
                  {formatBalance(share.balanceAfter)}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      </div>
    </PayLinkReceiptCard>
  );
}
