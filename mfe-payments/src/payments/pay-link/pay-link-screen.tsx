import { NotFoundError, useSessionStore } from '@fees/shared-data';
import { DEMO_LINK_ELSEWHERE, DEMO_LINK_PARAM } from '@fees/shared-data/core';
import { Callout } from '@fees/shared-ui';
import { Loaded } from '@fees/shared-ui/pages';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DeadLinkNotice } from './dead-link-notice';
import styles from './pay-link-page.module.css';

export type PayLinkScreenProps<View, Receipt> = {
  /** What the token shows, as its query gives it. */
  link: { data: View | undefined; error: unknown; refetch: () => unknown };
  /** The page before paying; `onPaid` swaps it for the receipt. */
  payment: (view: View, onPaid: (receipt: Receipt) => void) => ReactNode;
  /**
   * The receipt, with the page it was paid from (its term is the payment's); the guest demo mails
   * nothing, so only an account's says it was mailed.
   */
  receipt: (receipt: Receipt, mailed: boolean, view: View) => ReactNode;
};

/**
 * What every pay link's page is, a student's or a family's: one phone-wide column with no
 * dashboard around it, showing the link's payment page, then the receipt once paid, or the dead
 * link's notice for a token that is not live (docs/pay-links.md#the-parents-page).
 */
export function PayLinkScreen<View, Receipt>({
  link,
  payment,
  receipt,
}: PayLinkScreenProps<View, Receipt>) {
  const guest = useSessionStore((state) => state.mode === 'guest');
  const [paid, setPaid] = useState<{ receipt: Receipt; view: View } | null>(null);
  const [search] = useSearchParams();

  let content;
  if (search.has(DEMO_LINK_PARAM) && !guest) {
    content = (
      <Callout tone="info" role="alert">
        {DEMO_LINK_ELSEWHERE}
      </Callout>
    );
  } else if (paid !== null) content = receipt(paid.receipt, !guest, paid.view);
  else if (link.error instanceof NotFoundError) content = <DeadLinkNotice error={link.error} />;
  else {
    content = (
      <Loaded query={link} what="this payment page">
        {(view) => payment(view, (paidReceipt) => setPaid({ receipt: paidReceipt, view }))}
      </Loaded>
    );
  }
  return (
    <main id="main" className={styles.page}>
      <div className={styles.column}>{content}</div>
    </main>
  );
}
