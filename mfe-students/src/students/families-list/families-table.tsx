import { formatBalance, type Family } from '@fees/shared-data/core';
import { ScrollingTable, SubLine } from '@fees/shared-ui/pages';
import { Link } from 'react-router';
import styles from './families.module.css';

export type FamiliesTableProps = {
  schoolName: string;
  families: readonly Family[];
  /** While another search loads, the rows shown are the ones before it. */
  busy: boolean;
};

/**
 * The school's families: each parent's contact under their name, how many children and what they
 * owe together, in three columns a phone shows whole.
 */
export function FamiliesTable({ schoolName, families, busy }: FamiliesTableProps) {
  return (
    <ScrollingTable caption={`Families of ${schoolName}`} minWidth="18rem" busy={busy}>
      <thead>
        <tr>
          <th scope="col">Family and parent</th>
          <th scope="col" className={styles.number}>
            Children
          </th>
          <th scope="col" className={styles.number}>
            Balance
          </th>
        </tr>
      </thead>
      <tbody>
        {families.map((family) => (
          <tr key={family._id}>
            <th scope="row" className={styles.wraps}>
              <Link to={`/students/families/${family._id}`}>{family.name}</Link>
              <SubLine>
                {family.parentEmail ? `${family.phoneNo} · ${family.parentEmail}` : family.phoneNo}
              </SubLine>
            </th>
            <td className={styles.number}>{family.children}</td>
            <td className={styles.number}>{formatBalance(family.balance)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
