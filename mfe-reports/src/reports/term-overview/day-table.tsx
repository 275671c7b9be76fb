import {
  formatDay,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@fees/shared-data';
import { ScrollingTable } from '@fees/shared-ui';
import type { DayRow } from './day-rows';
import styles from './term-overview.module.css';

// The day's column, then room for an amount such as 'NGN 12,345,678.90' in each of the others.
const DAY_WIDTH_REM = 8;
const AMOUNT_WIDTH_REM = 9;

export type DayTableProps = {
  caption: string;
  rows: readonly DayRow[];
  /** A column each, in PAYMENT_METHODS' order: the methods the term's payments used. */
  methods: readonly PaymentMethod[];
};

/** The by-day chart's figures, one day a row: its accessible equivalent and what prints. */
export function DayTable({ caption, rows, methods }: DayTableProps) {
  return (
    <ScrollingTable
      caption={caption}
      minWidth={`${DAY_WIDTH_REM + AMOUNT_WIDTH_REM * (methods.length + 2)}rem`}
    >
      <thead>
        <tr>
          <th scope="col">Day</th>
          {methods.map((method) => (
            <th key={method} scope="col" className={styles.number}>
              {PAYMENT_METHOD_LABELS[method]}
            </th>
          ))}
          <th scope="col" className={styles.number}>
            Day total
          </th>
          <th scope="col" className={styles.number}>
            Running total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.day}>
            <th scope="row" className={styles.day}>
              {formatDay(row.day)}
            </th>
            {methods.map((method) => {
              const amount = row.amounts[method];
              return (
                <td key={method} className={styles.number}>
                  {amount === undefined ? '–' : formatMoney(amount)}
                </td>
              );
            })}
            <td className={styles.number}>{formatMoney(row.total)}</td>
            <td className={styles.number}>{formatMoney(row.runningTotal)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
