import styles from './payment-facts-table.module.css';

export type PaymentFactsTableProps = {
  /** Label and value, one row each, in reading order. */
  rows: [string, string][];
  /** The caller's own look: label column width, spacing around it. */
  className?: string;
};

/** A payment's facts as label/value rows: the same table before paying and on the receipt. */
export function PaymentFactsTable({ rows, className }: PaymentFactsTableProps) {
  return (
    <table className={className ? `${styles.table} ${className}` : styles.table}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
