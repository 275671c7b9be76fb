import { formatMoney, termLabel } from '@fees/shared-data';
import { chargedNextTerm, type NextTermPreview, type Promotions } from '@fees/shared-data/core';
import styles from './terms.module.css';

const students = (count: number) =>
  count === 1 ? '1 student' : `${count.toLocaleString('en-US')} students`;

/** '31 students carry NGN 912,500 of arrears into it', or that nobody does. */
function carried(group: { students: number; amount: number }, what: string, nobody: string) {
  if (group.students === 0) return nobody;
  const verb = group.students === 1 ? 'carries' : 'carry';
  return `${students(group.students)} ${verb} ${formatMoney(group.amount)} of ${what} into it.`;
}

/**
 * What the step carries: who is charged next term with the promotion table as chosen (those in a
 * class sent out leave), and the arrears and credit brought into it.
 */
export function NextTermSummary({
  preview,
  promotions,
}: {
  preview: NextTermPreview;
  promotions?: Promotions;
}) {
  const charged = chargedNextTerm(preview, promotions);
  const leaving = preview.students - charged;
  return (
    <ul className={styles.summary}>
      <li>{`${students(charged)} will be charged for ${termLabel(preview)}.`}</li>
      {leaving > 0 ? (
        <li>
          {`${students(leaving)} ${leaving === 1 ? 'leaves' : 'leave'} the school, keeping ${
            leaving === 1 ? 'their balance' : 'their balances'
          }; they are charged nothing more.`}
        </li>
      ) : null}
      <li>{carried(preview.arrears, 'arrears', 'Nobody carries arrears into it.')}</li>
      <li>{carried(preview.credit, 'credit', 'Nobody carries a credit into it.')}</li>
    </ul>
  );
}
