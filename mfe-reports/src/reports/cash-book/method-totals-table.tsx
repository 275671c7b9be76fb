import {
  formatMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type CashBook,
} from '@fees/shared-data';
import { ScrollingTable } from '@fees/shared-ui';
import styles from './cash-book.module.css';

export type MethodTotalsTableProps = {
  book: CashBook;
  caption: string;
  busy: boolean;
};

/**
 * What each method brought in and the whole, every method listed even at nothing: the figures a
 * bursar matches to the till, the bank statement and the POS slips.
 */
export function MethodTotalsTable({ book, caption, busy }: MethodTotalsTableProps) {
  return (
    <ScrollingTable caption={caption} minWidth="16rem" busy={busy}>
      <thead>
        <tr>
          <th scope="col">Method</th>
          <th scope="col" className={styles.amount}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {PAYMENT_METHODS.map((method) => (
          <tr key={method}>
            <th scope="row">{PAYMENT_METHOD_LABELS[method]}</th>
            <td className={styles.amount}>{formatMoney(book.byMethod[method])}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className={styles.amount}>{formatMoney(book.total)}</td>
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}
