import { feePercent, formatMoney, useCurrentSchool } from '@fees/shared-data';
import styles from './fees-progress.module.css';

/** The footer's fees-paid bar: the chosen school's paid ÷ expected (replaces the spec's 100%). */
export function FeesProgress() {
  const { schoolId, school, error } = useCurrentSchool();

  if (!schoolId) {
    return <p className={styles.note}>Choose a school to see how much of its fees are paid.</p>;
  }
  if (error) return <p className={styles.note}>The school&apos;s fees could not be loaded.</p>;
  if (!school) return <p className={styles.note}>Loading...</p>;

  const percent = feePercent(school.totalFees, school.totalFeesExpected);
  return (
    <div className={styles.progress}>
      <p className={styles.label} id="fees-progress-label">
        Fees paid at {school.name}: <strong>{percent}%</strong>
        <span className={styles.amounts}>
          {formatMoney(school.totalFees)} of {formatMoney(school.totalFeesExpected)} expected
        </span>
      </p>
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
    </div>
  );
}
