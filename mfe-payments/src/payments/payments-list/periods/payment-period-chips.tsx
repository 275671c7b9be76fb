import { PAYMENT_PERIOD_LABELS, PAYMENT_PERIODS, type PaymentPeriod } from './payment-periods';
import styles from './payment-period-chips.module.css';

export type PaymentPeriodChipsProps = {
  period: PaymentPeriod;
  onPeriodChange: (period: PaymentPeriod) => void;
};

/**
 * Today, This week, This term, All: toggle buttons, one pressed, each a Tab stop and pressed by
 * Enter or Space like any button. They wrap on a narrow screen rather than run off it.
 */
export function PaymentPeriodChips({ period, onPeriodChange }: PaymentPeriodChipsProps) {
  return (
    <div role="group" aria-label="Period" className={styles.chips}>
      {PAYMENT_PERIODS.map((one) => (
        <button
          key={one}
          type="button"
          aria-pressed={one === period}
          className={styles.chip}
          onClick={() => onPeriodChange(one)}
        >
          {PAYMENT_PERIOD_LABELS[one]}
        </button>
      ))}
    </div>
  );
}
