import { feePercent, feesPaidSummary, formatPercent } from '@fees/shared-data';
import { LoadError } from '@fees/shared-ui';
import styles from './fees-progress.module.css';
import { useFeesFigures } from './use-fees-figures';

/**
 * The footer's fees-paid bar (paid ÷ expected, never a fixed 100%; docs/dashboard.md), naming the
 * chosen school's current term.
 */
export function FeesProgress() {
  const figures = useFeesFigures();

  if (figures.state === 'loading') return <p className={styles.note}>Loading...</p>;
  if (figures.state === 'error') {
    return <LoadError what="the fees" error={figures.error} onRetry={figures.retry} />;
  }
  if (figures.state === 'no-schools') {
    return <p className={styles.note}>Register a school to see how much of its fees are paid.</p>;
  }

  const { scope, paid, expected, term } = figures;
  const percent = feePercent(paid, expected);
  return (
    <div className={styles.progress}>
      <p className={styles.label} id="fees-progress-label">
        {term ? <span className={styles.term}>{term}</span> : null}
        Fees paid {scope}: <strong>{percent === null ? '–' : formatPercent(percent)}</strong>
        <span className={styles.amounts}>{feesPaidSummary(paid, expected)}</span>
      </p>
      {percent === null ? null : (
        <div
          className={styles.track}
          role="progressbar"
          aria-labelledby="fees-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className={styles.bar} style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}
