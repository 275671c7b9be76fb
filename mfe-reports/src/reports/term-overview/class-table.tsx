import { formatMoney, type ClassReport } from '@fees/shared-data';
import { ScrollingTable } from '@fees/shared-ui';
import { formatCollectionRate } from './collection-rate';
import styles from './term-overview.module.css';

export type ClassTableProps = {
  caption: string;
  /** In the report's order: by name, numbers by their value. */
  classes: readonly ClassReport[];
};

/** The by-class chart's figures, one class a row: its accessible equivalent and what prints. */
export function ClassTable({ caption, classes }: ClassTableProps) {
  return (
    <ScrollingTable caption={caption} minWidth="40rem">
      <thead>
        <tr>
          <th scope="col">Class</th>
          <th scope="col" className={styles.number}>
            Students
          </th>
          <th scope="col" className={styles.number}>
            Billed
          </th>
          <th scope="col" className={styles.number}>
            Collected
          </th>
          <th scope="col" className={styles.number}>
            Outstanding
          </th>
          <th scope="col" className={styles.number}>
            Collection rate
          </th>
        </tr>
      </thead>
      <tbody>
        {classes.map((room) => (
          <tr key={room.classroomId}>
            <th scope="row">{room.name}</th>
            <td className={styles.number}>{room.students}</td>
            <td className={styles.number}>{formatMoney(room.billed)}</td>
            <td className={styles.number}>{formatMoney(room.collected)}</td>
            <td className={styles.number}>{formatMoney(room.outstanding)}</td>
            <td className={styles.number}>{formatCollectionRate(room.collected, room.billed)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
