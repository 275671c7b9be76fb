import { queryClient } from '../queries/query-client';
import { classroomKeys, schoolKeys } from '../queries/query-keys';
import type { Payment } from '../types/payment';
import { DEFAULT_CONFIG, useConfigStore } from './config-store';
import { CURRENT_SCHOOL_KEY, useCurrentSchoolStore } from './current-school-store';
import {
  NOTIFICATIONS_KEY,
  countUnreadPayments,
  useNotificationsStore,
} from './notifications-store';

describe('useConfigStore', () => {
  it('starts from defaults and merges config.json', () => {
    expect(useConfigStore.getState().paystack.inlineUrl).toBe(DEFAULT_CONFIG.paystack.inlineUrl);
    useConfigStore
      .getState()
      .setConfig({ apiUrl: 'https://api.example.com', paystack: { publicKey: 'pk_test_1' } });
    expect(useConfigStore.getState()).toMatchObject({
      apiUrl: 'https://api.example.com',
      paystack: { publicKey: 'pk_test_1', inlineUrl: DEFAULT_CONFIG.paystack.inlineUrl },
    });
  });
});

describe('useCurrentSchoolStore', () => {
  it('persists the chosen school between reloads', async () => {
    useCurrentSchoolStore.getState().setSchoolId('s1');
    expect(JSON.parse(localStorage.getItem(CURRENT_SCHOOL_KEY) ?? '{}').state).toEqual({
      schoolId: 's1',
    });
    useCurrentSchoolStore.setState({ schoolId: null });
    localStorage.setItem(
      CURRENT_SCHOOL_KEY,
      JSON.stringify({ state: { schoolId: 's2' }, version: 0 }),
    );
    await useCurrentSchoolStore.persist.rehydrate();
    expect(useCurrentSchoolStore.getState().schoolId).toBe('s2');
  });

  it('makes classroom data stale when the school changes, but not the school list', () => {
    queryClient.setQueryData(classroomKeys.list({ filter: { schoolId: 's2' } }), {
      items: [],
      total: 0,
    });
    queryClient.setQueryData(schoolKeys.list(), { items: [], total: 0 });
    useCurrentSchoolStore.getState().setSchoolId('s3');
    expect(
      queryClient.getQueryState(classroomKeys.list({ filter: { schoolId: 's2' } }))?.isInvalidated,
    ).toBe(true);
    expect(queryClient.getQueryState(schoolKeys.list())?.isInvalidated).toBe(false);
  });
});

describe('notifications', () => {
  const payment = (createdAt: string) => ({ createdAt }) as Payment;
  const payments = [
    payment('2026-01-01T10:00:00Z'),
    payment('2026-01-02T10:00:00Z'),
    payment('2026-01-03T10:00:00Z'),
  ];

  it('counts payments received since notifications were last opened', () => {
    expect(countUnreadPayments(payments, undefined)).toBe(3);
    expect(countUnreadPayments(payments, '2026-01-02T10:00:00Z')).toBe(1);
    expect(countUnreadPayments(payments, '2026-02-01T00:00:00Z')).toBe(0);
  });

  it('remembers the time per user, in local storage', () => {
    useNotificationsStore.getState().markOpened('u1', new Date('2026-01-02T12:00:00Z'));
    useNotificationsStore.getState().markOpened('u2', new Date('2026-01-01T00:00:00Z'));
    const { lastOpenedAt } = useNotificationsStore.getState();
    expect(countUnreadPayments(payments, lastOpenedAt.u1)).toBe(1);
    expect(countUnreadPayments(payments, lastOpenedAt.u2)).toBe(3);
    expect(JSON.parse(localStorage.getItem(NOTIFICATIONS_KEY) ?? '{}').state.lastOpenedAt).toEqual({
      u1: '2026-01-02T12:00:00.000Z',
      u2: '2026-01-01T00:00:00.000Z',
    });
  });

  it('starts counting for a user once, and leaves a time already kept alone', () => {
    const { startCounting } = useNotificationsStore.getState();
    startCounting('u3', new Date('2026-01-02T12:00:00Z'));
    startCounting('u3', new Date('2026-03-01T00:00:00Z'));
    expect(countUnreadPayments(payments, useNotificationsStore.getState().lastOpenedAt.u3)).toBe(1);
  });
});
