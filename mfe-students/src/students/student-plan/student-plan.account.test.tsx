/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { schoolToday } from '@fees/shared-data';
import { formatLateSince, formatLongDay, sessionDays, sessionOf } from '@fees/shared-data/core';
import { arrangeClassroomWithStudent, renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { StudentPage } from '../student-page/student-page';

// Signed in to the real API as the owner of a school made for this test, whose plan asks 60% on
// the session's first day, already passed, and the rest on its last.

describe("A student's payment plan in account mode", () => {
  it('shows the pupil late since the first date, with each instalment and its standing', async () => {
    const days = sessionDays(sessionOf())!;
    await renderScreen(<StudentPage />, {
      session: 'account',
      arrange: async (context) => {
        const made = await arrangeClassroomWithStudent(context);
        const plan = [
          { dueOn: days.first, percent: 60 },
          { dueOn: days.last, percent: 40 },
        ];
        await context.source.setPlan(context.school!._id, plan, context.password!);
        return made;
      },
      route: ({ student }) => `/students/${student._id}`,
      path: '/students/:studentId',
    });
    const table = await screen.findByRole('table', { name: 'Payment plan' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Due dateAmountStanding',
      `${formatLongDay(days.first)} (60%)NGN 24,000Late`,
      `${formatLongDay(days.last)} (40%)NGN 16,000Due`,
    ]);
    const detail = (label: string) => screen.getByRole('rowheader', { name: label }).nextSibling;
    expect(detail('Due now')).toHaveTextContent('NGN 24,000');
    expect(detail('Late since')).toHaveTextContent(formatLateSince(days.first, schoolToday()));
    expect(screen.getByRole('link', { name: 'Give a plan of their own' })).toBeInTheDocument();
  });
});
