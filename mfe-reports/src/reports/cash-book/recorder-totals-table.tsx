import { formatMoney } from '@fees/shared-data';
import { ScrollingTable } from '@fees/shared-ui';
import type { RecorderTotal } from './recorder-totals';
import styles from './cash-book.module.css';

export type RecorderTotalsTableProps = {
  totals: readonly RecorderTotal[];
  busy: boolean;
};

/** Who recorded how many of the counted payments, and for how much. */
export function RecorderTotalsTable({ totals, busy }: RecorderTotalsTableProps) {
  return (
    <ScrollingTable caption="By who recorded it" minWidth="24rem" busy={busy}>
      <thead>
        <tr>
          <th scope="col">Recorded by</th>
          <th scope="col" className={styles.amount}>
            Payments
          </th>
          <th scope="col" className={styles.amount}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => (
          <tr key={total.recordedBy}>
            <th scope="row" className={styles.wraps}>
              {total.recordedBy}
            </th>
            <td className={styles.amount}>{total.count.toLocaleString('en-US')}</td>
            <td className={styles.amount}>{formatMoney(total.amount)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
