import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Link } from 'react-router';
import {
  countOf,
  formatDate,
  formatMoney,
  PAYMENT_STATUS,
  type Defaulter,
  type Payment,
} from '@fees/shared-data';
import { IconButton, MenuSurface } from '@fees/shared-ui';
import styles from './notifications-button.module.css';
import { useNewlyLate } from './use-newly-late';
import { useUnreadPayments } from './use-unread-payments';

/**
 * A bell with the number of payments received since it was last opened, and a panel of them; one
 * entered and voided since is listed, marked, and not counted. Students of the chosen school who
 * became late since count too, told in one line that leads to the late defaulters.
 */
export function NotificationsButton() {
  const { query, count, unread, more, markOpened } = useUnreadPayments();
  const newlyLate = useNewlyLate();
  // What was new when the panel opened stays listed until it closes, though it is now read.
  const [shown, setShown] = useState<{ payments: Payment[]; late: Defaulter[] } | null>(null);
  const total = count + newlyLate.late.length;
  const counted = query.isSuccess && newlyLate.settled;
  const badge = more ? `${total}+` : String(total);

  const onOpenChange = (open: boolean) => {
    setShown(open ? { payments: unread, late: newlyLate.late } : null);
    if (open) markOpened();
  };

  return (
    <Popover.Root open={shown !== null} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <IconButton
          size="md"
          variant="outlined"
          className={styles.trigger}
          aria-label={counted ? `Notifications, ${badge} new` : 'Notifications'}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          {counted && total > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {badge}
            </span>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content asChild align="end" sideOffset={8}>
          <MenuSurface spacing="roomy" className={styles.panel}>
            <h2 className={styles.heading}>Notifications</h2>
            {shown && shown.late.length > 0 ? (
              <Link to="/reports/defaulters?late=1" className={styles.item}>
                <span>
                  {`${countOf(shown.late.length, 'student', 'students')} of ${newlyLate.schoolName} became late since you last looked`}
                </span>
                <span className={styles.meta}>Defaulters, late only</span>
              </Link>
            ) : null}
            {query.isError ? (
              <p className={styles.note}>Payments could not be loaded right now.</p>
            ) : shown && shown.payments.length > 0 ? (
              <ul className={styles.list}>
                {shown.payments.map((payment) => (
                  <li key={payment._id}>
                    <Link to={`/payments/${payment._id}`} className={styles.item}>
                      <span>
                        {formatMoney(payment.amount)} for {payment.studentName}
                        {payment.status === PAYMENT_STATUS.void ? ' — voided' : ''}
                      </span>
                      <span className={styles.meta}>
                        {payment.depositorName} · {formatDate(payment.createdAt)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.note}>No new payments since you last looked.</p>
            )}
          </MenuSurface>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
