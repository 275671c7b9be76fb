import { useQuery } from '@tanstack/react-query';
import {
  countUnreadPayments,
  PAYMENT_STATUS,
  paymentsQueryOptions,
  useNotificationsStore,
  useSessionStore,
} from '@fees/shared-data';

/** Payments come newest first, so the newest page is enough to count and list what is new. */
export const NOTIFICATION_WINDOW = 50;

/**
 * Payments received since the user last opened notifications (docs/dashboard.md#the-bell): `count`
 * the ones that count, as the cash book counts them; `unread` lists the void ones too, to be marked.
 * `more` says there may be more new payments than one page holds.
 */
export function useUnreadPayments() {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  const since = useNotificationsStore((state) => state.lastOpenedAt[userId]);
  const markOpened = useNotificationsStore((state) => state.markOpened);
  const query = useQuery(paymentsQueryOptions({ limit: NOTIFICATION_WINDOW }));
  const payments = query.data?.items ?? [];
  const newest = countUnreadPayments(payments, since);
  const unread = payments.slice(0, newest);

  return {
    query,
    count: unread.filter((payment) => payment.status !== PAYMENT_STATUS.void).length,
    unread,
    more: newest === NOTIFICATION_WINDOW && (query.data?.total ?? 0) > NOTIFICATION_WINDOW,
    markOpened: () => markOpened(userId),
  };
}
