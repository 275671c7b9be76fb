import { GUEST_CREDENTIALS, GUEST_USER_ID } from '../constants/guest';
import { DEMO_UNSEEN_WINDOW_MS } from '../demo/demo-clock';
import { schoolToday } from '../format/dates';
import { queryClient } from '../queries/query-client';
import { getSource } from '../sources/get-source';
import { collectionKey } from '../sources/guest-storage';
import { useConfigStore } from './config-store';
import { useCurrentSchoolStore } from './current-school-store';
import { countUnreadPayments, useNotificationsStore } from './notifications-store';
import { GUEST_SESSION_KEY, useSessionStore } from './session-store';

beforeEach(async () => {
  useConfigStore.getState().setConfig({ guestLatencyMs: 0 });
  await useSessionStore.getState().logout();
  localStorage.clear();
});

describe('guest session', () => {
  it('seeds the demo data and signs in as the guest', async () => {
    const user = await useSessionStore.getState().loginGuest();
    expect(user).toMatchObject({ _id: GUEST_USER_ID, email: GUEST_CREDENTIALS.email });
    expect(useSessionStore.getState()).toMatchObject({ user, mode: 'guest', status: 'ready' });
    // The guest's source, which reads the seeded demo from this browser's storage.
    const source = getSource();
    expect(source.mode).toBe('guest');
    expect((await source.list('schools')).total).toBe(4);
    expect((await source.list('students')).total).toBe(300);
  });

  it("starts the guest's bell with the demo's last day of payments as new", async () => {
    const before = Date.now();
    const user = await useSessionStore.getState().loginGuest();
    const since = useNotificationsStore.getState().lastOpenedAt[user._id];
    const { items } = await getSource().list('payments');
    const unread = countUnreadPayments(items, since);
    const lastDay = items.filter(
      (payment) => Date.parse(payment.createdAt) > before - DEMO_UNSEEN_WINDOW_MS,
    );
    expect(unread).toBe(lastDay.length);
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(10);
  });

  it("gives every demo school's term two instalments, the first one passed, so some are late at once", async () => {
    await useSessionStore.getState().loginGuest();
    const source = getSource();
    const today = schoolToday();
    const { items: schools } = await source.list('schools');
    const { items: students } = await source.list('students');
    for (const school of schools) {
      const { instalments, own } = await source.getPlan(school._id);
      expect(own).toBe(true);
      expect(instalments.map(({ percent }) => percent)).toEqual([60, 40]);
      expect(instalments[0]!.dueOn < today).toBe(true);
      expect(instalments[1]!.dueOn > today).toBe(true);
      const late = students.filter(
        (student) =>
          student.schoolId === school._id && student.overdueSince === instalments[0]!.dueOn,
      );
      expect(late.length).toBeGreaterThan(0);
    }
  });

  it('restores the guest after a reload without a server', async () => {
    const user = await useSessionStore.getState().loginGuest();
    useSessionStore.setState({ user: null, mode: null, status: 'restoring' });
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ user, mode: 'guest', status: 'ready' });
  });

  it('drops a guest session whose data is damaged, and says why', async () => {
    await useSessionStore.getState().loginGuest();
    localStorage.setItem(collectionKey('users'), '{oops');
    await useSessionStore.getState().restore();
    const state = useSessionStore.getState();
    expect(state).toMatchObject({ user: null, mode: null, status: 'ready' });
    expect(state.error).toMatch(/damaged/);
    expect(localStorage.getItem(GUEST_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(collectionKey('schools'))).toBeNull();
  });

  it('clears the demo data, the chosen school and the cache on logout', async () => {
    await useSessionStore.getState().loginGuest();
    const { items } = await getSource().list('schools');
    useCurrentSchoolStore.getState().setSchoolId(items[0]?._id ?? null);
    queryClient.setQueryData(['schools'], items);
    await useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ user: null, mode: null });
    expect(useCurrentSchoolStore.getState().schoolId).toBeNull();
    expect(queryClient.getQueryData(['schools'])).toBeUndefined();
    for (const collection of ['users', 'schools', 'classrooms', 'students', 'payments'] as const) {
      expect(localStorage.getItem(collectionKey(collection))).toBeNull();
    }
  });

  it('refreshes the guest user after a profile edit', async () => {
    const user = await useSessionStore.getState().loginGuest();
    await getSource().updateProfile(
      user._id,
      { firstname: 'Temi', lastname: 'Guest', phone: '08012345678' },
      GUEST_CREDENTIALS.password,
    );
    expect((await useSessionStore.getState().refreshUser())?.firstname).toBe('Temi');
    expect(useSessionStore.getState().user?.firstname).toBe('Temi');
  });

  it('resets damaged demo data: the guest stays signed in, with a demo school still chosen', async () => {
    const user = await useSessionStore.getState().loginGuest();
    const { items } = await getSource().list('schools');
    const demoSchool = items[1]!;
    useCurrentSchoolStore.getState().setSchoolId(demoSchool._id);
    localStorage.setItem(collectionKey('students'), '{oops');
    await expect(getSource().list('students')).rejects.toMatchObject({ problem: 'corrupt' });

    await useSessionStore.getState().resetDemo();
    expect((await getSource().list('students')).total).toBe(300);
    expect(useSessionStore.getState()).toMatchObject({ user: { _id: user._id }, mode: 'guest' });
    expect(useCurrentSchoolStore.getState().schoolId).toBe(demoSchool._id);
  });

  it('drops a chosen school the guest made when the demo is reset, since it is gone', async () => {
    await useSessionStore.getState().loginGuest();
    const made = await getSource().create(
      'schools',
      { name: 'Greenfield Academy', address: '1 Marina Road, Lagos', level: 'Primary' },
      GUEST_CREDENTIALS.password,
    );
    useCurrentSchoolStore.getState().setSchoolId(made._id);
    await useSessionStore.getState().resetDemo();
    expect((await getSource().list('schools')).total).toBe(4);
    expect(useCurrentSchoolStore.getState().schoolId).toBeNull();
  });

  it('reports a full browser storage on guest login', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await expect(useSessionStore.getState().loginGuest()).rejects.toMatchObject({
        problem: 'quota',
      });
      expect(useSessionStore.getState().user).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
