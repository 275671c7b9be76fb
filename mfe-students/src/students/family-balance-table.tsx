import { formatBalance, type Family, type Student } from '@fees/shared-data';
import styles from './statement.module.css';

export type FamilyBalanceTableProps = {
  family: Family;
  /** The family's children, in registration order. */
  students: Student[];
};

/** What each child owes now and the family's total, ruled like the statement's terms above it. */
export function FamilyBalanceTable({ family, students }: FamilyBalanceTableProps) {
  return (
    <table className={styles.table}>
      <caption>Family balance</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col" className={styles.amount}>
            Balance
          </th>
        </tr>
      </thead>
      <tbody>
        {students.map((student) => (
          <tr key={student._id}>
            <th scope="row">{student.fullname}</th>
            <td className={styles.amount}>{formatBalance(student.balance)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Family total</th>
          <td className={styles.amount}>{formatBalance(family.balance)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
