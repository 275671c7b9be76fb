/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { schoolToday } from '@fees/shared-data';
import { formatLongDay, sessionDays, sessionOf } from '@fees/shared-data/core';
import { answerAdminPassword, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { SchoolPage } from '../school-page/school-page';
import { PlanPage } from './plan-page';

// Signed in to the real API as the owner of a school made for this test: the plan is read from
// the server and set there.

const pages = (
  <Routes>
    <Route path="/schools/:schoolId" element={<SchoolPage />} />
    <Route path="/schools/:schoolId/plan" element={<PlanPage />} />
  </Routes>
);

describe('Payment plan in account mode', () => {
  it('starts from the default and saves a plan of two instalments after the password', async () => {
    const { user, password, source, arranged, location } = await renderScreen(pages, {
      session: 'account',
      arrange: async ({ school }) => school!,
      route: (school) => `/schools/${school._id}`,
    });
    expect(
      await screen.findByText(
        `Default: all due on ${formatLongDay(schoolToday())}, the day the term opened.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit payment plan' }));

    // The first and last days of the session: a plan every day of the year can hold.
    const days = sessionDays(sessionOf())!;
    const [row] = await screen.findAllByRole('group', { name: /^Instalment \d$/ });
    const date = within(row!).getByLabelText('Due date');
    await user.clear(date);
    await user.type(date, days.first);
    const percent = within(row!).getByRole('spinbutton', { name: 'Percent' });
    await user.clear(percent);
    await user.type(percent, '60');
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    const added = screen.getByRole('group', { name: 'Instalment 2' });
    await user.type(within(added).getByLabelText('Due date'), days.last);
    await user.click(screen.getByRole('button', { name: 'The rest (40%) to the last' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, password!);

    expect(await screen.findByText('Payment plan saved!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/schools/${arranged._id}`));
    const table = await screen.findByRole('table', { name: 'Payment plan' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((line) => line.textContent),
    ).toEqual([
      'Due datePercent',
      `${formatLongDay(days.first)}60%`,
      `${formatLongDay(days.last)}40%`,
    ]);
    expect(await source.getPlan(arranged._id)).toMatchObject({
      instalments: [
        { dueOn: days.first, percent: 60 },
        { dueOn: days.last, percent: 40 },
      ],
      own: true,
    });
  });
});
