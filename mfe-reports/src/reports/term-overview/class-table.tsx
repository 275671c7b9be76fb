import { formatMoney } from '@fees/shared-data';
import type { ClassReport } from '@fees/shared-data/core';
import { ScrollingTable, stackedCell } from '@fees/shared-ui/pages';
import { formatCollectionRate } from './collection-rate';
import styles from './term-overview.module.css';

export type ClassTableProps = {
  caption: string;
  /** In the report's order: by name, numbers by their value. */
  classes: readonly ClassReport[];
};

// On a phone a row is the class and what it still owes, then a line for each other figure.
const CLASS = stackedCell({});
const figure = (label: string) => stackedCell({ align: 'end', phone: 'below', label });
const STUDENTS = figure('Students');
const BILLED = figure('Billed');
const COLLECTED = figure('Collected');
const OUTSTANDING = stackedCell({ align: 'end' });
const RATE = figure('Collection rate');

/** The by-class chart's figures, one class a row: its accessible equivalent and what prints. */
export function ClassTable({ caption, classes }: ClassTableProps) {
  return (
    <ScrollingTable caption={caption} minWidth="40rem" phone="stack">
      <thead>
        <tr>
          <th scope="col" {...CLASS}>
            Class
          </th>
          <th scope="col" className={styles.number} {...STUDENTS}>
            Students
          </th>
          <th scope="col" className={styles.number} {...BILLED}>
            Billed
          </th>
          <th scope="col" className={styles.number} {...COLLECTED}>
            Collected
          </th>
          <th scope="col" className={styles.number} {...OUTSTANDING}>
            Outstanding
          </th>
          <th scope="col" className={styles.number} {...RATE}>
            Collection rate
          </th>
        </tr>
      </thead>
      <tbody>
        {classes.map((room) => (
          <tr key={room.classroomId}>
            <th scope="row" {...CLASS}>
              {room.name}
            </th>
            <td className={styles.number} {...STUDENTS}>
              {room.students}
            </td>
            <td className={styles.number} {...BILLED}>
              {formatMoney(room.billed)}
            </td>
            <td className={styles.number} {...COLLECTED}>
              {formatMoney(room.collected)}
            </td>
            <td className={styles.number} {...OUTSTANDING}>
              {formatMoney(room.outstanding)}
            </td>
            <td className={styles.number} {...RATE}>
              {formatCollectionRate(room.collected, room.billed)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
