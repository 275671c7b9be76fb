import { formatBalance, formatMoney, type FamilyPayLinkView } from '@fees/shared-data';
import { ScrollingTable } from '@fees/shared-ui';
import { childBalance } from './family-shares';
import styles from './family-pay-link.module.css';

/**
 * The children a family's link pays for, in the family's order (the split's), each with what they
 * owe (a credit as a credit) and the arrears of earlier terms still in it, then what they owe
 * together. Each class sits under its name and the arrears under the balance, as on the family's
 * page, so the table fits a phone with every balance in view.
 */
export function FamilyLinkChildren({ view }: { view: FamilyPayLinkView }) {
  return (
    <ScrollingTable caption={`Children of ${view.familyName}`} minWidth="18rem">
      <thead>
        <tr>
          <th scope="col">Name and class</th>
          <th scope="col" className={styles.number}>
            Outstanding
          </th>
        </tr>
      </thead>
      <tbody>
        {view.children.map((child) => (
          <tr key={child.studentId}>
            <th scope="row" className={styles.wraps}>
              {child.studentName}
              <span className={styles.subLine}>{child.className}</span>
            </th>
            <td className={styles.number}>
              {formatBalance(childBalance(child))}
              {child.arrears > 0 ? (
                <span className={styles.subLine}>
                  {`${formatMoney(child.arrears)} still owed from earlier terms`}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className={styles.total}>
        <tr>
          <th scope="row">Family outstanding</th>
          <td className={styles.number}>{formatMoney(view.outstanding)}</td>
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}
