import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Payment } from '../types/payment';

export interface NotificationsState {
  /** When each user last opened notifications (ISO time), by user _id. */
  lastOpenedAt: Record<string, string>;
  markOpened(userId: string, at?: Date): void;
}

export const NOTIFICATIONS_KEY = 'fees-manager:notifications';

/** Replaces the spec's hard-coded 9 (ARCHITECTURE): payments received since last opened. */
export const useNotificationsStore = create<NotificationsState>()(
  persist(
    (set) => ({
      lastOpenedAt: {},
      markOpened: (userId, at = new Date()) =>
        set((state) => ({ lastOpenedAt: { ...state.lastOpenedAt, [userId]: at.toISOString() } })),
    }),
    { name: NOTIFICATIONS_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

/** Payments created after `since`; every payment counts when notifications were never opened. */
export function countUnreadPayments(
  payments: readonly Payment[],
  since: string | undefined,
): number {
  const after = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
  return payments.filter((payment) => Date.parse(payment.createdAt) > after).length;
}
