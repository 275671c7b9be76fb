import { formatMoney } from '@fees/shared-data';
import { ScrollingTable, stackedCell } from '@fees/shared-ui/pages';
import type { RecorderTotal } from './recorder-totals';
import styles from '../cash-book.module.css';

export type RecorderTotalsTableProps = {
  totals: readonly RecorderTotal[];
  busy: boolean;
};

// On a phone a row is who recorded and the amount, the count on a line under them.
const RECORDER = stackedCell({});
const COUNT = stackedCell({ align: 'end', phone: 'below', label: 'Payments' });
const AMOUNT = stackedCell({ align: 'end' });

/** Who recorded how many of the counted payments, and for how much. */
export function RecorderTotalsTable({ totals, busy }: RecorderTotalsTableProps) {
  return (
    <ScrollingTable caption="By who recorded it" minWidth="24rem" phone="stack" busy={busy}>
      <thead>
        <tr>
          <th scope="col" {...RECORDER}>
            Recorded by
          </th>
          <th scope="col" className={styles.amount} {...COUNT}>
            Payments
          </th>
          <th scope="col" className={styles.amount} {...AMOUNT}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => (
          <tr key={total.recordedBy}>
            <th scope="row" className={styles.wraps} {...RECORDER}>
              {total.recordedBy}
            </th>
            <td className={styles.amount} {...COUNT}>
              {total.count.toLocaleString('en-US')}
            </td>
            <td className={styles.amount} {...AMOUNT}>
              {formatMoney(total.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
