import { act, screen, waitFor, within } from '@testing-library/react';
import {
  GUEST_CREDENTIALS,
  queryClient,
  readCollection,
  schoolToday,
  useNotificationsStore,
} from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
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
