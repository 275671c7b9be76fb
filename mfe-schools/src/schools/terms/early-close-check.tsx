import { ChoiceLabel } from '@fees/shared-ui/pages';
import { useId } from 'react';
import styles from './terms.module.css';

export type EarlyCloseCheckProps = {
  /** 'First term 2026/2027', the term that would close. */
  term: string;
  /** 'opened 3 days ago'. */
  ago: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The step was submitted unticked: say what is missing. */
  missing: boolean;
};

/**
 * The tick a close before the term's usual end needs (docs/terms.md#closing-a-term-early): closing
 * cannot be undone, and a slip of the finger would bill every student for the next term.
 */
export function EarlyCloseCheck({ term, ago, checked, onChange, missing }: EarlyCloseCheckProps) {
  const errorId = useId();
  return (
    <div className={styles.early}>
      <ChoiceLabel>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
        />
        {`Yes, close ${term} early: it ${ago}`}
      </ChoiceLabel>
      {missing ? (
        <p id={errorId} className={styles.error} role="alert">
          Tick the box to close the term this early, or cancel.
        </p>
      ) : null}
    </div>
  );
}
