import { classLabel } from './class-label';
import { formatBalance, formatBroughtForward, type Family } from '@fees/shared-data';
import { Loaded, ScrollingTable } from '@fees/shared-ui';
import { Link } from 'react-router';
import { useFamilyChildren } from './use-family-children';
import styles from './families.module.css';

/**
 * The family's children, what each owes and brought forward of it, and what they owe together.
 * Each child's class sits under their name and what they brought forward under their balance, so
 * the table fits a phone with every balance in view.
 */
export function FamilyChildren({ family }: { family: Family }) {
  const children = useFamilyChildren(family);
  return (
    <Loaded query={children} what="the children">
      {({ items }) => (
        <ScrollingTable caption={`Children of ${family.name}`} minWidth="18rem">
          <thead>
            <tr>
              <th scope="col">Name and class</th>
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
                  <span className={styles.subLine}>{classLabel(child)}</span>
                </th>
                <td className={styles.number}>
                  {formatBalance(child.balance)}
                  {child.broughtForward === 0 ? null : (
                    <span className={styles.subLine}>
                      {`${formatBroughtForward(child.broughtForward)} brought forward`}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className={styles.total}>
            <tr>
              <th scope="row">Family total</th>
              <td className={styles.number}>{formatBalance(family.balance)}</td>
            </tr>
          </tfoot>
        </ScrollingTable>
      )}
    </Loaded>
  );
}
