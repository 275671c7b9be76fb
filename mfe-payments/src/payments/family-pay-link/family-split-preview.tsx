import { formatMoney } from '@fees/shared-data';
import type { FamilyPayLinkView } from '@fees/shared-data/core';
import { useWatch } from 'react-hook-form';
import type { FamilyPayFormInput } from './family-pay-form-input';
import { oldestDebtFirst, validAmount } from './family-shares';
import styles from './family-pay-link.module.css';

/**
 * 'Oldest debt first': what the split does, and what each child would receive of the amount as
 * it is typed, worked out by the split the server records with.
 */
export function FamilySplitPreview({ view }: { view: FamilyPayLinkView }) {
  const amount = validAmount(useWatch<FamilyPayFormInput, 'amount'>({ name: 'amount' }));
  const first = view.children[0];
  return (
    <div className={styles.split}>
      <p className={styles.hint}>
        Every child&rsquo;s arrears from earlier terms are paid first, then this term&rsquo;s fees,
        child by child in the order above.
        {first
          ? ` Anything beyond what they all owe becomes a credit for ${first.studentName}.`
          : ''}
      </p>
      {amount === null ? (
        <p className={styles.hint}>Type an amount to see what each child receives.</p>
      ) : (
        <table className={styles.received}>
          <caption>What each child receives</caption>
          <tbody>
            {oldestDebtFirst(view, amount).map((received, index) => {
              const child = view.children[index]!;
              return (
                <tr key={child.studentId}>
                  <th scope="row">{child.studentName}</th>
                  <td className={styles.number}>{formatMoney(received)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
