import { formatDay, formatMoney, termLabel } from '@fees/shared-data';
import {
  formatBalance,
  formatBroughtForward,
  PAYMENT_METHOD_LABELS,
  type StatementTerm,
} from '@fees/shared-data/core';
import { MoneyTable } from '@fees/shared-ui/pages';
import styles from './statement.module.css';

/**
 * One term of a statement as a ledger: what it brought forward, each charge (a discount as a minus
 * line), each payment taken off, and the balance it left.
 */
export function StatementTermTable({ term, caption }: { term: StatementTerm; caption?: string }) {
  return (
    <MoneyTable
      caption={caption ?? termLabel(term)}
      headers={['Item', 'Amount']}
      rows={[
        {
          key: 'brought-forward',
          label: 'Brought forward',
          amounts: [formatBroughtForward(term.broughtForward)],
        },
        ...term.charges.map((charge, index) => ({
          key: `charge-${index}`,
          label: charge.name,
          amounts: [formatMoney(charge.amount)],
        })),
        ...term.payments.map((payment) => ({
          key: payment._id,
          label: (
            <>
              {`${PAYMENT_METHOD_LABELS[payment.method]} received `}
              <span className={styles.day}>{formatDay(payment.receivedOn)}</span>
            </>
          ),
          amounts: [formatMoney(-payment.amount)],
        })),
      ]}
      total={{ label: 'Balance', amounts: [formatBalance(term.balance)] }}
    />
  );
}
