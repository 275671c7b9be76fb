import { create } from 'zustand';
import { queryClient } from '../queries/query-client';
import { authApi } from '../sources/api/auth-api';
import { DataError, errorMessage } from '../sources/data-errors';
import { clearGuestData, readCollection, seedGuestData } from '../sources/guest-storage';
import type { User } from '../types/user';
import { DEMO_UNSEEN_WINDOW_MS } from '../demo/demo-clock';
import { useCurrentSchoolStore } from './current-school-store';
import { useNotificationsStore } from './notifications-store';

export type SessionMode = 'guest' | 'account' | null;

export interface SessionState {
  user: User | null;
  mode: SessionMode;
  /** 'restoring' until the first restore() settles; guards wait for 'ready'. */
  status: 'restoring' | 'ready';
  /** Why restoring failed (network, damaged demo data), for the shell to show. */
  error: string | null;
  restore(): Promise<void>;
  /** Seeds the demo data into local storage and signs in as the guest (docs/guest-demo.md). */
  loginGuest(): Promise<User>;
  /**
   * Guest only: puts the demo data back as guest login seeds it, for storage that was damaged or
   * filled; the guest stays signed in and the open pages load again.
   */
  resetDemo(): Promise<void>;
  login(email: string, password: string): Promise<User>;
  /** Ends the session on the server (account) or clears the demo data (guest). */
  logout(): Promise<void>;
  /** Account only: ends every session of the user on the server, then this one here. */
  logoutEverywhere(): Promise<void>;
  /**
   * The server ended the account's session (a 401): forget the user here, but keep the chosen
   * school, so the same user signing in again carries on where they were.
   */
  sessionEnded(): void;
  refreshUser(): Promise<User | null>;
}

/** Marks a guest session, so a reload restores it without a server call. */
export const GUEST_SESSION_KEY = 'fees-manager:session';

function guestUser(): User | null {
  return readCollection(localStorage, 'users')[0] ?? null;
}

/** Replaces whatever guest data is stored with the bundled demo data. */
async function seedDemo(now = new Date()): Promise<void> {
  // Named, so the build report lists the demo records as the chunk only a guest login fetches.
  const { loadDemoData } = await import(
    /* webpackChunkName: "guest-demo-data" */ '../demo/demo-data'
  );
  const { seedDemoMoney } = await import(
    /* webpackChunkName: "guest-demo-data" */ '../demo/demo-money'
  );
  const { seedDemoPlans } = await import(
    /* webpackChunkName: "guest-demo-data" */ '../demo/demo-plans'
  );
  const data = loadDemoData(now);
  clearGuestData(localStorage);
  seedGuestData(localStorage, data);
  seedDemoMoney(localStorage, data);
  seedDemoPlans(localStorage, data, now);
}

/** A new user must never see the previous one's cached records or chosen school. */
function forgetPreviousUser(): void {
  queryClient.clear();
  useCurrentSchoolStore.getState().setSchoolId(null);
}

/**
 * The account last signed in on this browser, until it logs out: when its session ends under it,
 * only its own next sign-in keeps the chosen school; anyone else signing in here starts afresh.
 */
export const LAST_ACCOUNT_KEY = 'fees-manager:last-account';

export const useSessionStore = create<SessionState>()((set, get) => ({
  user: null,
  mode: null,
  status: 'restoring',
  error: null,

  async restore() {
    set({ status: 'restoring', error: null });
    if (localStorage.getItem(GUEST_SESSION_KEY) === 'guest') {
      try {
        const user = guestUser();
        if (user) return set({ user, mode: 'guest', status: 'ready' });
      } catch (error) {
        set({ error: errorMessage(error) });
      }
      localStorage.removeItem(GUEST_SESSION_KEY);
      clearGuestData(localStorage);
      return set({ user: null, mode: null, status: 'ready' });
    }
    try {
      const user = await authApi.me();
      if (user) {
        localStorage.setItem(LAST_ACCOUNT_KEY, user._id);
        useNotificationsStore.getState().startCounting(user._id);
      }
      set({ user, mode: user ? 'account' : null, status: 'ready' });
    } catch (error) {
      set({ user: null, mode: null, status: 'ready', error: errorMessage(error) });
    }
  },

  async loginGuest() {
    const now = new Date();
    localStorage.removeItem(LAST_ACCOUNT_KEY);
    forgetPreviousUser();
    await seedDemo(now);
    const user = guestUser();
    if (!user) throw new DataError('The demo data has no guest user', 0);
    useNotificationsStore
      .getState()
      .markOpened(user._id, new Date(now.getTime() - DEMO_UNSEEN_WINDOW_MS));
    localStorage.setItem(GUEST_SESSION_KEY, 'guest');
    set({ user, mode: 'guest', status: 'ready', error: null });
    return user;
  },

  async resetDemo() {
    if (get().mode !== 'guest') return;
    await seedDemo();
    const user = guestUser();
    if (!user) throw new DataError('The demo data has no guest user', 0);
    set({ user, error: null });
    // The chosen school stays chosen if the demo has it (the demo's ids never change); one the
    // guest made is gone with the rest of their changes.
    const { schoolId, setSchoolId } = useCurrentSchoolStore.getState();
    if (schoolId && !readCollection(localStorage, 'schools').some(({ _id }) => _id === schoolId)) {
      setSchoolId(null);
    }
    await queryClient.resetQueries();
  },

  async login(email, password) {
    const user = await authApi.login({ email, password });
    if (localStorage.getItem(LAST_ACCOUNT_KEY) === user._id) queryClient.clear();
    else forgetPreviousUser();
    localStorage.setItem(LAST_ACCOUNT_KEY, user._id);
    // Payments from before this browser's first sign-in are not news to the account holder.
    useNotificationsStore.getState().startCounting(user._id);
    set({ user, mode: 'account', status: 'ready', error: null });
    return user;
  },

  async logout() {
    try {
      if (get().mode === 'account') await authApi.logout();
    } finally {
      if (get().mode === 'guest') clearGuestData(localStorage);
      localStorage.removeItem(GUEST_SESSION_KEY);
      localStorage.removeItem(LAST_ACCOUNT_KEY);
      forgetPreviousUser();
      set({ user: null, mode: null, error: null });
    }
  },

  async logoutEverywhere() {
    // Only once the server has revoked them all: a failure leaves the user signed in to retry.
    await authApi.logoutEverywhere();
    localStorage.removeItem(LAST_ACCOUNT_KEY);
    forgetPreviousUser();
    set({ user: null, mode: null, error: null });
  },

  sessionEnded() {
    if (get().mode !== 'account') return;
    queryClient.clear();
    set({ user: null, mode: null, error: null });
  },

  async refreshUser() {
    const { mode } = get();
    const user = mode === 'guest' ? guestUser() : mode === 'account' ? await authApi.me() : null;
    set({ user, mode: user ? mode : null });
    return user;
  },
}));
