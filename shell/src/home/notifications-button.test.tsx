import { act, screen, waitFor, within } from '@testing-library/react';
import {
  getSource,
  GUEST_CREDENTIALS,
  queryClient,
  readCollection,
  schoolToday,
  useNotificationsStore,
} from '@fees/shared-data';
import { daysBefore, sessionDays, sessionOf } from '@fees/shared-data/core';
import { arrangeLateStudent, renderScreen } from '@fees/shared-ui/testing';
import { NotificationsButton } from './notifications-button';

test('counts payments received since notifications were last opened, then resets', async () => {
  const { user, guest } = await renderScreen(<NotificationsButton />);
  const payments = readCollection(localStorage, 'payments');
  const newest = [...payments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  // Three payments are newer than the last time the panel was opened.
  const since = newest[3]!.createdAt;
  act(() => useNotificationsStore.setState({ lastOpenedAt: { [guest!._id]: since } }));

  const bell = await screen.findByRole('button', { name: 'Notifications, 3 new' });
  await user.click(bell);
  const panel = await screen.findByRole('dialog');
  expect(panel).toHaveTextContent(newest[0]!.studentName);
  expect(screen.getAllByRole('link')).toHaveLength(3);

  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Notifications, 0 new' })).toBeInTheDocument(),
  );
});

test('a new payment raises the count', async () => {
  const { user, guest, source, school } = await renderScreen(<NotificationsButton />);
  act(() => useNotificationsStore.getState().markOpened(guest!._id));
  await screen.findByRole('button', { name: 'Notifications, 0 new' });

  const student = readCollection(localStorage, 'students').find((s) => s.schoolId === school!._id)!;
  const details = {
    schoolId: school!._id,
    studentId: student._id,
    amount: 5000,
    depositorName: 'Ngozi Eze',
    email: 'ngozi@example.com',
    purpose: 'Second term fees',
  };
  const { reference } = await source.initializePayment(details);
  await source.recordPayment({
    details,
    checkout: { reference, status: 'success', message: 'Approved', transaction: '1' },
  });
  await act(() => queryClient.invalidateQueries());

  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Ngozi Eze');
});

test('a payment entered and voided since is listed, marked, and not counted, as the cash book counts', async () => {
  const { user, guest, source, school } = await renderScreen(<NotificationsButton />);
  act(() => useNotificationsStore.getState().markOpened(guest!._id));
  await screen.findByRole('button', { name: 'Notifications, 0 new' });

  const student = readCollection(localStorage, 'students').find((s) => s.schoolId === school!._id)!;
  const cash = (amount: number) =>
    source.recordOfflinePayment(
      {
        ...{ schoolId: school!._id, studentId: student._id, amount, method: 'cash' },
        ...{ receivedOn: schoolToday(), depositorName: 'Ngozi Eze', purpose: 'School fees' },
      },
      GUEST_CREDENTIALS.password,
    );
  await cash(30000);
  const mistake = await cash(5000);
  await source.voidPayment(mistake._id, 'Entered twice by mistake', GUEST_CREDENTIALS.password);
  await act(() => queryClient.invalidateQueries());

  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
  const links = within(await screen.findByRole('dialog')).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    expect.stringMatching(`^NGN 5,000 for ${student.fullname} — voided`),
    expect.stringMatching(`^NGN 30,000 for ${student.fullname}Ngozi Eze`),
  ]);
});

test('tells in one line of the students who became late since it was last opened, leading to them', async () => {
  const { user, guest, arranged, location } = await renderScreen(<NotificationsButton />, {
    arrange: arrangeLateStudent,
  });
  const first = sessionDays(sessionOf())!.first;
  // Last opened the day before the session began: Ada became late after that, on its first day.
  act(() =>
    useNotificationsStore.setState({
      lastOpenedAt: { [guest!._id]: `${daysBefore(first, 1)}T12:00:00.000Z` },
    }),
  );
  const late = await getSource().getDefaulters(arranged.student.schoolId, { late: true });
  const since = late.filter((one) => one.overdueSince! > daysBefore(first, 1));
  expect(since.map((one) => one.studentId)).toContain(arranged.student._id);

  await user.click(await screen.findByRole('button', { name: /^Notifications, \d+\+? new$/ }));
  const line = await within(await screen.findByRole('dialog')).findByRole('link', {
    name: new RegExp(`^${since.length} students? of .+ became late since you last looked`),
  });
  expect(line).toHaveAttribute('href', '/reports/defaulters?late=1');
  await user.click(line);
  expect(location().search).toBe('?late=1');

  // Opened now, nobody has become late since.
  await user.keyboard('{Escape}');
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  expect(await screen.findByRole('dialog')).not.toHaveTextContent('became late');
});
