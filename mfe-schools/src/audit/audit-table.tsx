import type { AuditEvent, School } from '@fees/shared-data/core';
import { ScrollingTable } from '@fees/shared-ui/pages';
import type { Ref } from 'react';
import { AUDIT_COLUMNS, auditCells } from './audit-cells';
import styles from './audit.module.css';

export type AuditTableProps = {
  school: School;
  /** The page's lines, newest first as the log lists them. */
  lines: readonly AuditEvent[];
  /** While another page or filter loads, the lines shown are the ones before it. */
  busy: boolean;
  /** The box the focus goes to when the page changes, so it is never left on a disabled button. */
  ref?: Ref<HTMLDivElement>;
};

/** A page of the school's audit log: when, who, what and to what. */
export function AuditTable({ school, lines, busy, ref }: AuditTableProps) {
  return (
    <ScrollingTable ref={ref} caption={`Audit log of ${school.name}`} minWidth="40rem" busy={busy}>
      <thead>
        <tr>
          {AUDIT_COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const [when, who, what, details] = auditCells(line);
          return (
            <tr key={line._id}>
              <td className={styles.when}>{when}</td>
              <td className={styles.wraps}>{who}</td>
              <td>{what}</td>
              <td className={styles.wraps}>{details}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollingTable>
  );
}
