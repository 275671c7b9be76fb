import { actAsInDemo, formatDay, GUEST_CREDENTIALS, schoolToday } from '@fees/shared-data';
import {
  answerAdminPassword,
  arrangeClassroomWithStudent,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { RemindersPage } from './reminders-page';

const path = '/schools/:schoolId/reminders';

/** The demo school with Obi Ada, whose NGN 40,000 is all due today by the school's plan. */
async function arrangeDueToday(context: Parameters<typeof arrangeClassroomWithStudent>[0]) {
  const { student } = await arrangeClassroomWithStudent(context, {
    parentEmail: 'obi.parent@example.com',
  });
  const school = context.school!;
  await context.source.setPlan(
    school._id,
    [{ dueOn: schoolToday(), percent: 100 }],
    context.password!,
  );
  return { school, student };
}

describe('RemindersPage', () => {
  it('the owner sets the days and channels, sees what is planned, and sees what would go without sending', async () => {
    const { user, source, arranged } = await renderScreen(<RemindersPage />, {
      arrange: arrangeDueToday,
      route: ({ school }) => `/schools/${school._id}/reminders`,
      path,
    });
    const schoolId = arranged.school._id;
    expect(await screen.findByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
    const onTheDay = await screen.findByRole('checkbox', { name: 'on the day' });
    expect(onTheDay).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByText('No reminder has gone yet.')).toBeVisible();

    await user.click(onTheDay);
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.type(screen.getByRole('textbox', { name: 'Other days' }), '10');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);
    expect(await screen.findByText('Reminder schedule saved!')).toBeInTheDocument();
    expect(await source.getReminderSchedule(schoolId)).toMatchObject({
      offsets: [0, 10],
      channels: ['email', 'sms'],
    });
    const planned = await screen.findByText(formatDay(schoolToday()));
    expect(planned.closest('li')).toHaveTextContent(/parents?, if nothing is paid before then/);

    await user.click(screen.getByRole('button', { name: 'Send due reminders now' }));
    expect(
      await screen.findByText(/^The demo sends nothing\. This is what would have gone/),
    ).toBeVisible();
    const wouldGo = screen.getByRole('list', { name: 'What would have gone' });
    const toParent = within(wouldGo)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('obi.parent@example.com'));
    expect(toParent).toHaveLength(1);
    expect(toParent[0]).toHaveTextContent(/Obi Ada \(Primary3\): NGN 40,000 due since /);

    const log = await screen.findByRole('table', { name: 'Reminder log' });
    expect(within(log).getAllByText('obi.parent@example.com').length).toBeGreaterThan(0);
    expect(within(log).queryByText('Sent')).toBeNull();
    const lines = await source.listReminderLog(schoolId);
    expect(lines.every((line) => line.status === 'skipped')).toBe(true);
  });

  it('keeps a day that is no number and no channel with their messages, and asks no password', async () => {
    const { user, source, arranged } = await renderScreen(<RemindersPage />, {
      arrange: arrangeDueToday,
      route: ({ school }) => `/schools/${school._id}/reminders`,
      path,
    });
    const other = await screen.findByRole('textbox', { name: 'Other days' });
    await user.type(other, 'soon');
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Write whole numbers of days, e.g. -5, 10')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose e-mail, SMS or both')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await source.getReminderSchedule(arranged.school._id)).offsets).toEqual([]);
  });

  it('keeps a wrong admin password in its dialog and changes nothing', async () => {
    const { user, source, arranged } = await renderScreen(<RemindersPage />, {
      arrange: arrangeDueToday,
      route: ({ school }) => `/schools/${school._id}/reminders`,
      path,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'on the day' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await answerAdminPassword(user, 'not-the-password');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Incorrect password')).toBeVisible();
    expect((await source.getReminderSchedule(arranged.school._id)).offsets).toEqual([]);
  });

  it('shows the demo bursar the schedule and log, with nothing to change or send', async () => {
    await renderScreen(<RemindersPage />, {
      arrange: async (context) => {
        const made = await arrangeDueToday(context);
        await context.source.setReminderSchedule(
          made.school._id,
          { offsets: [-3, 0], channels: ['email', 'sms'] },
          context.password!,
        );
        await actAsInDemo('bursar');
        return made;
      },
      route: ({ school }) => `/schools/${school._id}/reminders`,
      path,
    });
    expect(
      await screen.findByText(
        'Reminders go 3 days before, on the day each due date, by e-mail and SMS.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send due reminders now' })).toBeNull();
    expect(screen.getByText('No reminder has gone yet.')).toBeVisible();
  });
});
