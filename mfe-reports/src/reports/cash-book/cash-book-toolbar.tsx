import { daysBefore } from '@fees/shared-data/core';
import { Button, TextField, VisuallyHidden } from '@fees/shared-ui';
import type { CashBookDays } from './cash-book-days';
import styles from './cash-book.module.css';

export type CashBookToolbarProps = {
  days: CashBookDays;
  /** Today in Lagos. */
  today: string;
  /** Why these days are not asked for, or null. */
  refusal: string | null;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  /** Shows one day alone. */
  onShowDay: (day: string) => void;
};

/** Which days the cash book covers: From and To, or today or yesterday at a press. */
export function CashBookToolbar({
  days,
  today,
  refusal,
  onFromChange,
  onToChange,
  onShowDay,
}: CashBookToolbarProps) {
  const oneDay = days.from === days.to ? days.from : '';
  const quick = [
    { label: 'Today', day: today },
    { label: 'Yesterday', day: daysBefore(today, 1) },
  ];
  return (
    <div className={styles.toolbar}>
      <TextField
        label="From"
        type="date"
        value={days.from}
        onChange={(event) => onFromChange(event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={days.to}
        error={refusal ?? undefined}
        onChange={(event) => onToChange(event.target.value)}
      />
      <div role="group" aria-label="Quick days" className={styles.quick}>
        {quick.map(({ label, day }) => (
          <Button
            key={label}
            variant="light"
            width="auto"
            icon={null}
            aria-pressed={oneDay === day}
            onClick={() => onShowDay(day)}
          >
            {label}
          </Button>
        ))}
      </div>
      {/* The field shows the refusal and is described by it; this says it as it appears. */}
      {refusal ? <VisuallyHidden role="alert">{refusal}</VisuallyHidden> : null}
    </div>
  );
}
