import type { School } from '@fees/shared-data/core';
import { LoadError, LoadingBox } from '@fees/shared-ui';
import type { ReactNode } from 'react';
import { CashBookSheet } from './cash-book-sheet/cash-book-sheet';
import { CashBookToolbar } from './cash-book-toolbar';
import { useCashBook } from './use-cash-book';
import styles from './cash-book.module.css';

/** The cash book's days, and the book of those days once loaded. */
export function CashBookReport({ school }: { school: School }) {
  const book = useCashBook(school._id);
  const { query, refusal } = book;

  let content: ReactNode = null;
  // A refused range asks nothing; the book of the days before it says nothing about these.
  if (refusal === null) {
    if (query.data) {
      content = <CashBookSheet school={school} book={query.data} busy={query.isPlaceholderData} />;
    } else if (query.isError) {
      content = (
        <LoadError what="the cash book" error={query.error} onRetry={() => void query.refetch()} />
      );
    } else {
      content = <LoadingBox />;
    }
  }

  return (
    <div className={styles.cashBook}>
      <CashBookToolbar
        days={book.days}
        today={book.today}
        refusal={refusal}
        onFromChange={book.setFrom}
        onToChange={book.setTo}
        onShowDay={book.showDay}
      />
      {content}
    </div>
  );
}
