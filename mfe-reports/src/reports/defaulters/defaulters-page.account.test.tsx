/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { schoolToday } from '@fees/shared-data';
import { daysBetween, sessionDays, sessionOf } from '@fees/shared-data/core';
import {
  arrangeClassroomWithStudent,
  arrangeLateFamily,
  renderScreen,
  type RenderScreenResult,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { DefaultersPage } from './defaulters-page';

// Signed in to the real API, in a school of the test's own.

type Rendered = RenderScreenResult<Awaited<ReturnType<typeof arrangeLateFamily>>>;

/** The row of a student in the defaulters table, or undefined when they are not listed. */
function rowOf(name: string) {
  const table = screen.getByRole('table', { name: /^Defaulters of / });
  return within(table)
    .getAllByRole('row')
    .find((row) => row.querySelector('th')?.textContent === name);
}

/**
 * Both modes' case of 'Late only': arrangeLateFamily's Ada is late since the session's first day
 * and her brother, whose fees fall on its last, owes but is not late.
 */
export async function lateOnlyNarrows({ user, location }: Rendered) {
  await waitFor(() => expect(rowOf('Obi Chidi')).toBeDefined());
  const days = String(daysBetween(sessionDays(sessionOf())!.first, schoolToday()));
  const cells = (name: string) => [...rowOf(name)!.querySelectorAll('td')];
  expect(cells('Obi Chidi').some((cell) => cell.textContent === days)).toBe(false);

  await user.click(screen.getByRole('checkbox', { name: 'Late only' }));
  expect(location().search).toBe('?late=1');
  await waitFor(() => expect(rowOf('Obi Chidi')).toBeUndefined());
  const header = within(screen.getByRole('table', { name: /^Defaulters of / })).getAllByRole(
    'columnheader',
  );
  const column = header.findIndex((cell) => cell.textContent === 'Days overdue');
  expect(rowOf('Obi Ada')!.querySelectorAll('th, td')[column]).toHaveTextContent(days);
  expect(screen.getByRole('status')).toHaveTextContent(/late students? owes?/);
}

describe('DefaultersPage in account mode', () => {
  it('names a student who paid part of the fee, with the balance and the day of the payment', async () => {
    const { user } = await renderScreen(<DefaultersPage />, {
      session: 'account',
      route: '/reports/defaulters',
      arrange: async (context) => {
        const { student } = await arrangeClassroomWithStudent(context);
        await context.source.recordOfflinePayment(
          {
            ...{ schoolId: context.school!._id, studentId: student._id, amount: 15000 },
            ...{ method: 'cash', receivedOn: schoolToday(), externalReference: '' },
            ...{ depositorName: 'Ngozi Obi', email: '', purpose: 'School fees' },
          },
          context.password!,
        );
      },
    });
    const table = await screen.findByRole('table', { name: /^Defaulters of Test School/ });
    const row = within(table).getAllByRole('row')[1]!;
    const [day, month, year] = schoolToday().split('-').reverse();
    expect([...row.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Obi Ada',
      'Primary3',
      'NGN 0',
      'NGN 25,000',
      `${day}-${month}-${year}`,
      // The default plan: all of it due the day the term opened, today.
      '0',
      // The parent's phone and e-mail share a column; this parent gave no e-mail.
      '08031234567',
      'Share pay link',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 student owes: NGN 25,000 in all.');

    await user.click(within(row).getByRole('button', { name: 'Share pay link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share pay link' });
    const link = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Pay link' });
    await waitFor(() => expect(link.value).toMatch(/^http:\/\/localhost\/pay\/[\w-]+$/));
  });

  it('with Late only keeps the late, in the address too, and says for how many days', async () => {
    const rendered = await renderScreen(<DefaultersPage />, {
      session: 'account',
      route: '/reports/defaulters',
      arrange: arrangeLateFamily,
    });
    await lateOnlyNarrows(rendered);
  });
});
