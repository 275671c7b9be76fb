/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import {
  answerAdminPassword,
  arrangeClassroomWithStudent,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { RemindersPage } from './reminders-page';

// Signed in to the real API, which sends e-mail to the run's mail sink and SMS through the
// loopback gateway fake (docs/reminders.md). A new school's term opened today, so all of a
// student's fees are due today.

describe('Reminders in account mode', () => {
  it('sends the due reminders by e-mail and SMS at once, logs both, and counts the SMS', async () => {
    const { user, arranged } = await renderScreen(<RemindersPage />, {
      session: 'account',
      arrange: async (context) => {
        const made = await arrangeClassroomWithStudent(context, {
          parentEmail: 'ada.parent@example.com',
        });
        await context.source.setReminderSchedule(
          context.school!._id,
          { offsets: [0], channels: ['email', 'sms'] },
          context.password!,
        );
        return { ...made, school: context.school!, password: context.password! };
      },
      route: ({ school }) => `/schools/${school._id}/reminders`,
      path: '/schools/:schoolId/reminders',
    });
    expect(await screen.findByRole('checkbox', { name: 'on the day' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send due reminders now' }));
    // The school's daily run may have taken the day first: either way each went once.
    expect(await screen.findByText(/reminders? sent, \d+ skipped\.$/)).toBeVisible();
    const log = await screen.findByRole('table', { name: 'Reminder log' });
    const sent = within(log)
      .getAllByRole('row')
      .filter((row) => within(row).queryByText('Sent'));
    expect(sent.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^.*SMS.*08031234567.*Obi Ada.*Sent.*NGN \d/),
      expect.stringMatching(/^.*E-mail.*ada\.parent@example\.com.*Obi Ada.*Sent/),
    ]);
    expect(
      await screen.findByText(/^This month: 1 SMS, NGN [\d.]+, of at most 100\.$/),
    ).toBeVisible();

    const cap = screen.getByRole('spinbutton', { name: 'SMS a month, at most' });
    await user.clear(cap);
    await user.type(cap, '5');
    await user.click(screen.getByRole('button', { name: 'Save cap' }));
    await answerAdminPassword(user, arranged.password);
    expect(await screen.findByText('SMS cap saved!')).toBeInTheDocument();
    expect(await screen.findByText(/of at most 5\.$/)).toBeVisible();
  });
});
