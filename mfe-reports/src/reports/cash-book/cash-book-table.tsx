import { formatDay, formatMoney, PAYMENT_METHOD_LABELS, type CashBook } from '@fees/shared-data';
import { ScrollingTable } from '@fees/shared-ui';
import { Link } from 'react-router';
import styles from './cash-book.module.css';

export type CashBookTableProps = {
  book: CashBook;
  caption: string;
  busy: boolean;
};

/**
 * Each payment of the book, oldest first, its student's name opening it. A void one stays listed,
 * struck through and saying so in words, so it is never told apart by its look alone.
 */
export function CashBookTable({ book, caption, busy }: CashBookTableProps) {
  const manyDays = book.from !== book.to;
  return (
    <ScrollingTable caption={caption} minWidth={manyDays ? '40rem' : '34rem'} busy={busy}>
      <thead>
        <tr>
          {manyDays ? <th scope="col">Day</th> : null}
          <th scope="col">Student</th>
          <th scope="col">Method</th>
          <th scope="col" className={styles.amount}>
            Amount
          </th>
          <th scope="col">Recorded by</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {book.payments.map((payment) => (
          <tr key={payment._id} className={payment.voided ? styles.void : undefined}>
            {manyDays ? <td className={styles.day}>{formatDay(payment.receivedOn)}</td> : null}
            <td className={styles.wraps}>
              <Link to={`/payments/${payment._id}`}>{payment.studentName}</Link>
            </td>
            <td>{PAYMENT_METHOD_LABELS[payment.method]}</td>
            <td className={styles.amount}>{formatMoney(payment.amount)}</td>
            <td className={styles.wraps}>{payment.recordedBy}</td>
            <td className={styles.status}>{payment.voided ? 'Void' : ''}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
