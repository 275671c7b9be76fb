import { formatMoney, termLabel, type NextTermPreview } from '@fees/shared-data';
import styles from './terms.module.css';

const students = (count: number) =>
  `${count.toLocaleString('en-US')} student${count === 1 ? '' : 's'}`;

/** What the step carries: who is charged next term, and the arrears and credit brought into it. */
export function NextTermSummary({ preview }: { preview: NextTermPreview }) {
  return (
    <ul className={styles.summary}>
      <li>{`${students(preview.students)} will be charged for ${termLabel(preview)}.`}</li>
      <li>
        {preview.arrears.students === 0
          ? 'Nobody carries arrears into it.'
          : `${students(preview.arrears.students)} carry ${formatMoney(preview.arrears.amount)} of arrears into it.`}
      </li>
      <li>
        {preview.credit.students === 0
          ? 'Nobody carries a credit into it.'
          : `${students(preview.credit.students)} carry ${formatMoney(preview.credit.amount)} of credit into it.`}
      </li>
    </ul>
  );
}
