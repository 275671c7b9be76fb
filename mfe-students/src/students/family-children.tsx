import { classLabel } from './class-label';
import { formatBalance, formatBroughtForward, type Family } from '@fees/shared-data';
import { Loaded, ScrollingTable } from '@fees/shared-ui';
import { Link } from 'react-router';
import { useFamilyChildren } from './use-family-children';
import styles from './families.module.css';

/**
 * The family's children, what each brought forward and owes, and what they owe together. Each
 * child's class sits under their name, so the three columns fit a phone without scrolling away
 * the balance.
 */
export function FamilyChildren({ family }: { family: Family }) {
  const children = useFamilyChildren(family);
  return (
    <Loaded query={children} what="the children">
      {({ items }) => (
        <ScrollingTable caption={`Children of ${family.name}`} minWidth="20rem">
          <thead>
            <tr>
              <th scope="col">Name and class</th>
              <th scope="col" className={styles.number}>
                Brought forward
              </th>
              <th scope="col" className={styles.number}>
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((child) => (
              <tr key={child._id}>
                <th scope="row" className={styles.wraps}>
                  <Link to={`/students/${child._id}`}>{child.fullname}</Link>
                  <span className={styles.classLine}>{classLabel(child)}</span>
                </th>
                <td className={styles.number}>{formatBroughtForward(child.broughtForward)}</td>
                <td className={styles.number}>{formatBalance(child.balance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className={styles.total}>
            <tr>
              <th scope="row" colSpan={2}>
                Family total
              </th>
              <td className={styles.number}>{formatBalance(family.balance)}</td>
            </tr>
          </tfoot>
        </ScrollingTable>
      )}
    </Loaded>
  );
}
