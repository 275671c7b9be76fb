import {
  formatBalance,
  formatBroughtForward,
  formatDay,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  termLabel,
  type StatementTerm,
} from '@fees/shared-data';
import styles from './statement.module.css';

/**
 * One term of a statement as a ledger: what it brought forward, each charge (a discount as a minus
 * line), each payment taken off, and the balance it left.
 */
export function StatementTermTable({ term, caption }: { term: StatementTerm; caption?: string }) {
  return (
    <table className={styles.table}>
      <caption>{caption ?? termLabel(term)}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className={styles.amount}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Brought forward</th>
          <td className={styles.amount}>{formatBroughtForward(term.broughtForward)}</td>
        </tr>
        {term.charges.map((charge, index) => (
          <tr key={`charge-${index}`}>
            <th scope="row">{charge.name}</th>
            <td className={styles.amount}>{formatMoney(charge.amount)}</td>
          </tr>
        ))}
        {term.payments.map((payment) => (
          <tr key={payment._id}>
            <th scope="row">
              {`${PAYMENT_METHOD_LABELS[payment.method]} received `}
              <span className={styles.day}>{formatDay(payment.receivedOn)}</span>
            </th>
            <td className={styles.amount}>{formatMoney(-payment.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Balance</th>
          <td className={styles.amount}>{formatBalance(term.balance)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
