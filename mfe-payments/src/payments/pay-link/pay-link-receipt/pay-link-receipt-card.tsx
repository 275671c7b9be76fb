import { Button, Card } from '@fees/shared-ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from '../pay-link-page.module.css';

export type PayLinkReceiptCardProps = {
  /** Where the receipt was mailed. */
  email: string;
  /** The guest demo mails nothing, so its receipt does not say it was mailed. */
  mailed: boolean;
  /** The receipt's tables. */
  children: ReactNode;
};

/**
 * A pay link's receipt, on screen and on paper: the thanks, what it holds, and Print. Focus moves
 * to its heading so the change of page is announced.
 */
export function PayLinkReceiptCard({ email, mailed, children }: PayLinkReceiptCardProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <section aria-labelledby={titleId} className={styles.receipt}>
        <h1 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          Payment receipt
        </h1>
        <p className={styles.lead}>
          {mailed
            ? `Thank you. Your payment is recorded, and this receipt was e-mailed to ${email}.`
            : 'Thank you. Your payment is recorded. Print this receipt to keep it.'}
        </p>
        {children}
        <div className={styles.actions}>
          <Button width="auto" icon={null} onClick={() => window.print()}>
            Print receipt
          </Button>
        </div>
      </section>
    </Card>
  );
}
