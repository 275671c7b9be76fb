import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Payment } from '../types/payment';

export interface NotificationsState {
  /** When each user last opened notifications (ISO time), by user _id. */
  lastOpenedAt: Record<string, string>;
  markOpened(userId: string, at?: Date): void;
  /** Where a user's count starts on a browser that has not counted for them yet; then a no-op. */
  startCounting(userId: string, from?: Date): void;
}

export const NOTIFICATIONS_KEY = 'fees-manager:notifications';

/** The bell counts payments received since it was last opened (docs/dashboard.md#the-bell). */
export const useNotificationsStore = create<NotificationsState>()(
  persist(
    (set) => ({
      lastOpenedAt: {},
      markOpened: (userId, at = new Date()) =>
        set((state) => ({ lastOpenedAt: { ...state.lastOpenedAt, [userId]: at.toISOString() } })),
      startCounting: (userId, from = new Date()) =>
        set((state) =>
          state.lastOpenedAt[userId]
            ? state
            : { lastOpenedAt: { ...state.lastOpenedAt, [userId]: from.toISOString() } },
        ),
    }),
    { name: NOTIFICATIONS_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

/**
 * Payments created after `since`. Sign-in starts the count (see `startCounting`), so `since` is
 * missing only before then, when every payment counts.
 */
export function countUnreadPayments(
  payments: readonly Payment[],
  since: string | undefined,
): number {
  const after = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
  return payments.filter((payment) => Date.parse(payment.createdAt) > after).length;
}
