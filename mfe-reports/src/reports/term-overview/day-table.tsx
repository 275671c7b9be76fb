import { formatDay, formatMoney } from '@fees/shared-data';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@fees/shared-data/core';
import { ScrollingTable, stackedCell } from '@fees/shared-ui/pages';
import type { DayRow } from './day-rows';
import styles from './term-overview.module.css';

// The day's column, then room for an amount such as 'NGN 1,234,567' in each of the others: with
// all four methods, within the dashboard's box at 1280 px.
const DAY_WIDTH_REM = 7;
const AMOUNT_WIDTH_REM = 8;

// On a phone a row is the day and its total, then a line for each method and the running total.
const DAY = stackedCell({});
const DAY_TOTAL = stackedCell({ align: 'end' });
const RUNNING_TOTAL = stackedCell({ align: 'end', phone: 'below', label: 'Running total' });
const methodCell = (method: PaymentMethod) =>
  stackedCell({ align: 'end', phone: 'below', label: PAYMENT_METHOD_LABELS[method] });

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
      phone="stack"
    >
      <thead>
        <tr>
          <th scope="col" {...DAY}>
            Day
          </th>
          {methods.map((method) => (
            <th key={method} scope="col" className={styles.number} {...methodCell(method)}>
              {PAYMENT_METHOD_LABELS[method]}
            </th>
          ))}
          <th scope="col" className={styles.number} {...DAY_TOTAL}>
            Day total
          </th>
          <th scope="col" className={styles.number} {...RUNNING_TOTAL}>
            Running total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.day}>
            <th scope="row" className={styles.day} {...DAY}>
              {formatDay(row.day)}
            </th>
            {methods.map((method) => {
              const amount = row.amounts[method];
              return (
                <td key={method} className={styles.number} {...methodCell(method)}>
                  {amount === undefined ? '–' : formatMoney(amount)}
                </td>
              );
            })}
            <td className={styles.number} {...DAY_TOTAL}>
              {formatMoney(row.total)}
            </td>
            <td className={styles.number} {...RUNNING_TOTAL}>
              {formatMoney(row.runningTotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
