import { formatPercent } from '@fees/shared-data';
import { classNames } from '../class-names/class-names';
import { clampPercent } from './clamp-percent';
import styles from './percentage-ring.module.css';

export type PercentageRingProps = {
  /** 0–100 (clamped). `null` when nothing is expected yet: the ring reads '–'. */
  percent: number | null;
  /** What the percentage measures; read as 'Fees paid: 42%'. */
  label?: string;
  className?: string;
};

/** Radius giving a circumference of 100 user units, so the dash length is the percentage. */
const RADIUS = 15.9155;

/** A ring filled to a percentage, with the number written in the middle. */
export function PercentageRing({ percent, label = 'Fees paid', className }: PercentageRingProps) {
  const value = percent === null ? null : clampPercent(percent);
  const text = value === null ? '–' : formatPercent(value);
  const name = `${label}: ${value === null ? 'nothing expected yet' : text}`;
  return (
    <span
      role="img"
      aria-label={name}
      className={classNames(styles.ring, value === 100 && styles.complete, className)}
    >
      <svg className={styles.svg} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="18" cy="18" r={RADIUS} />
        {value ? (
          <circle
            className={styles.value}
            cx="18"
            cy="18"
            r={RADIUS}
            strokeDasharray={`${value} ${100 - value}`}
          />
        ) : null}
      </svg>
      <span className={styles.number} aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
