/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { schoolToday } from '@fees/shared-data';
import { arrangeClassroomWithStudent, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { DefaultersPage } from './defaulters-page';

// Signed in to the real API, in a school of the test's own.

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
});
