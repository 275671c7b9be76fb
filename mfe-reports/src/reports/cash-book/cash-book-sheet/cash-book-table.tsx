import { formatDay, formatMoney } from '@fees/shared-data';
import { PAYMENT_METHOD_LABELS, type CashBook } from '@fees/shared-data/core';
import { ScrollingTable, stackedCell } from '@fees/shared-ui/pages';
import { Link } from 'react-router';
import styles from '../cash-book.module.css';

export type CashBookTableProps = {
  book: CashBook;
  caption: string;
  busy: boolean;
};

// On a phone a row is the student and the amount, then a line for each of the rest.
const DAY = stackedCell({ phone: 'below' });
const STUDENT = stackedCell({});
const METHOD = stackedCell({ phone: 'below' });
const AMOUNT = stackedCell({ align: 'end' });
const RECORDED_BY = stackedCell({ phone: 'below', label: 'Recorded by' });
const STATUS = stackedCell({ phone: 'below' });

/**
 * Each payment of the book, oldest first, its student's name opening it. A void one stays listed,
 * struck through and saying so in words, so it is never told apart by its look alone.
 */
export function CashBookTable({ book, caption, busy }: CashBookTableProps) {
  const manyDays = book.from !== book.to;
  return (
    <ScrollingTable
      caption={caption}
      minWidth={manyDays ? '40rem' : '34rem'}
      phone="stack"
      busy={busy}
    >
      <thead>
        <tr>
          {manyDays ? (
            <th scope="col" {...DAY}>
              Day
            </th>
          ) : null}
          <th scope="col" {...STUDENT}>
            Student
          </th>
          <th scope="col" {...METHOD}>
            Method
          </th>
          <th scope="col" className={styles.amount} {...AMOUNT}>
            Amount
          </th>
          <th scope="col" {...RECORDED_BY}>
            Recorded by
          </th>
          <th scope="col" {...STATUS}>
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {book.payments.map((payment) => (
          <tr key={payment._id} className={payment.voided ? styles.void : undefined}>
            {manyDays ? (
              <td className={styles.day} {...DAY}>
                {formatDay(payment.receivedOn)}
              </td>
            ) : null}
            <td className={styles.wraps} {...STUDENT}>
              <Link to={`/payments/${payment._id}`}>{payment.studentName}</Link>
            </td>
            <td {...METHOD}>{PAYMENT_METHOD_LABELS[payment.method]}</td>
            <td className={styles.amount} {...AMOUNT}>
              {formatMoney(payment.amount)}
            </td>
            <td className={styles.wraps} {...RECORDED_BY}>
              {payment.recordedBy}
            </td>
            <td className={styles.status} {...STATUS}>
              {payment.voided ? 'Void' : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
