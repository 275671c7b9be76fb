/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { act, screen, within } from '@testing-library/react';
import { useNotificationsStore } from '@fees/shared-data';
import { daysBefore, sessionDays, sessionOf } from '@fees/shared-data/core';
import { arrangeLateStudent, renderScreen } from '@fees/shared-ui/testing';
import { NotificationsButton } from './notifications-button';

// Signed in to the real API, in a school of the test's own, which is the chosen one.

test('tells in one line of the students of the chosen school who became late since it was last opened', async () => {
  const { user, account, school } = await renderScreen(<NotificationsButton />, {
    session: 'account',
    arrange: arrangeLateStudent,
  });
  // Last opened the day before the session began: Obi Ada became late on its first day.
  const before = daysBefore(sessionDays(sessionOf())!.first, 1);
  act(() =>
    useNotificationsStore.setState({ lastOpenedAt: { [account!._id]: `${before}T12:00:00.000Z` } }),
  );
  await user.click(await screen.findByRole('button', { name: /^Notifications, \d+\+? new$/ }));
  const line = await within(await screen.findByRole('dialog')).findByRole('link', {
    name: `1 student of ${school!.name} became late since you last looked Defaulters, late only`,
  });
  expect(line).toHaveAttribute('href', '/reports/defaulters?late=1');
});
