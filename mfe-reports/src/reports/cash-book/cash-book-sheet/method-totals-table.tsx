import { formatMoney } from '@fees/shared-data';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type CashBook } from '@fees/shared-data/core';
import { MoneyTable } from '@fees/shared-ui/pages';

export type MethodTotalsTableProps = {
  book: CashBook;
  caption: string;
  busy: boolean;
};

/**
 * What each method brought in and the whole, every method listed even at nothing: the figures a
 * bursar matches to the till, the bank statement and the POS slips.
 */
export function MethodTotalsTable({ book, caption, busy }: MethodTotalsTableProps) {
  return (
    <MoneyTable
      caption={caption}
      headers={['Method', 'Amount']}
      rows={PAYMENT_METHODS.map((method) => ({
        key: method,
        label: PAYMENT_METHOD_LABELS[method],
        amounts: [formatMoney(book.byMethod[method])],
      }))}
      total={{ label: 'Total', amounts: [formatMoney(book.total)] }}
      busy={busy}
    />
  );
}
