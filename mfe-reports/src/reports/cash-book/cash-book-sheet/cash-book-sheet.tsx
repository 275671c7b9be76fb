import type { CashBook, School } from '@fees/shared-data/core';
import { daysLabel } from '../cash-book-days';
import { CashBookTable } from './cash-book-table';
import { MethodTotalsTable } from './method-totals-table';
import { recorderTotals } from './recorder-totals';
import { RecorderTotalsTable } from './recorder-totals-table';
import styles from '../cash-book.module.css';

export type CashBookSheetProps = {
  school: School;
  book: CashBook;
  /** While other days load, the book shown is the one before them. */
  busy: boolean;
};

/**
 * The cash book as it is filed: the totals to match, each payment, who took what, and on paper the
 * line where it is checked and signed. A day with no money still shows its totals at nothing, the
 * nil return a bursar files too.
 */
export function CashBookSheet({ school, book, busy }: CashBookSheetProps) {
  const days = daysLabel(book);
  const byRecorder = recorderTotals(book.payments);
  return (
    <div className={styles.sheet}>
      <p className={styles.printOnly}>{`Cash book of ${school.name}, ${days}`}</p>
      <MethodTotalsTable book={book} caption={`Money received ${days}`} busy={busy} />
      {book.payments.length === 0 ? (
        <p className={styles.note}>{`No money received ${days}.`}</p>
      ) : (
        <>
          <p className={styles.note}>Void payments are listed and not counted.</p>
          <CashBookTable book={book} caption={`Payments ${days}`} busy={busy} />
        </>
      )}
      {byRecorder.length > 0 ? <RecorderTotalsTable totals={byRecorder} busy={busy} /> : null}
      <div className={styles.signOff}>
        {['Checked by', 'Signature', 'Date'].map((label) => (
          <p key={label} className={styles.sign}>
            {label}
          </p>
        ))}
      </div>
    </div>
  );
}
