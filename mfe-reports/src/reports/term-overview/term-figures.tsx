import { formatMoney } from '@fees/shared-data';
import type { TermReport } from '@fees/shared-data/core';
import { formatCollectionRate } from './collection-rate';
import styles from './term-overview.module.css';

/** The term's headline figures: what was billed, what came in, what is owed and what is owed back. */
export function TermFigures({ report }: { report: TermReport }) {
  const figures = [
    ['Billed', formatMoney(report.billed)],
    ['Collected', formatMoney(report.collected)],
    ['Outstanding', formatMoney(report.outstanding)],
    ['Credit', formatMoney(report.credit)],
    ['Collection rate', formatCollectionRate(report.collected, report.billed)],
  ] as const;
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt className={styles.figureLabel}>{label}</dt>
          <dd className={styles.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
