import type { ReactNode } from 'react';
import styles from './money-table.module.css';

export type MoneyTableRow = {
  key: string;
  /** The row's header cell: what the money is ('Cash', 'Okafor Ada', 'Transfer received 3 Feb'). */
  label: ReactNode;
  /** Its figure in each money column, formatted ('NGN 25,000'), with any line under it. */
  amounts: readonly ReactNode[];
};

export type MoneyTableProps = {
  caption: string;
  /** The label column's header, then each money column's. */
  headers: readonly [string, ...string[]];
  rows: readonly MoneyTableRow[];
  /** The foot row: its label, and its figure in each money column. */
  total: { label: string; amounts: readonly ReactNode[] };
  /** While the figures shown are about to be replaced. */
  busy?: boolean;
};

/**
 * A table of money: a label column, money columns aligned to the end, and a total row. It keeps
 * itself whole on a printed page, and on a phone a long figure breaks at its spaces rather than
 * pushing the table wider than the screen.
 */
export function MoneyTable({ caption, headers, rows, total, busy }: MoneyTableProps) {
  const [labelHeader, ...moneyHeaders] = headers;
  return (
    <table className={styles.table} aria-busy={busy || undefined}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          {moneyHeaders.map((header) => (
            <th key={header} scope="col" className={styles.amount}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={styles.label}>
              {row.label}
            </th>
            {row.amounts.map((amount, index) => (
              <td key={index} className={styles.amount}>
                {amount}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{total.label}</th>
          {total.amounts.map((amount, index) => (
            <td key={index} className={styles.amount}>
              {amount}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

/** A second, smaller line in a cell, under its value: a child's class, what is still owed. */
export function SubLine({ children }: { children: ReactNode }) {
  return <span className={styles.subLine}>{children}</span>;
}
