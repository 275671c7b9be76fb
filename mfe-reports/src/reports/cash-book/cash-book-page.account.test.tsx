/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { formatDay, queryClient, schoolToday } from '@fees/shared-data';
import { accountLabel } from '@fees/shared-data/core';
import { arrangeClassroomWithStudent, renderScreen } from '@fees/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CashBookPage } from './cash-book-page';

// Signed in to the real API as the owner of a school made for this test: the book is the server's.

const path = '/reports/cash-book';

/** Each line of a table as its cells read, the header's first. */
function lines(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('CashBookPage in account mode', () => {
  it("lists today's cash and transfer in the account's name, and drops a void one from the totals", async () => {
    const { source, password, account, arranged } = await renderScreen(<CashBookPage />, {
      session: 'account',
      route: path,
      path,
      arrange: async (context) => {
        const { student } = await arrangeClassroomWithStudent(context);
        const receive = (amount: number, method: 'cash' | 'transfer') =>
          context.source.recordOfflinePayment(
            {
              ...{ schoolId: context.school!._id, studentId: student._id, amount, method },
              ...{ receivedOn: schoolToday(), depositorName: 'Ngozi Obi', email: '' },
              purpose: 'School fees this term',
              externalReference: method === 'transfer' ? `NIP${Date.now()}` : '',
            },
            context.password!,
          );
        await receive(30000, 'cash');
        return receive(12500.25, 'transfer');
      },
    });
    const day = formatDay(schoolToday());
    const who = accountLabel(account!);
    const totals = () => screen.getByRole('table', { name: `Money received on ${day}` });
    const payments = await screen.findByRole('table', { name: `Payments on ${day}` });

    expect(lines(payments).slice(1)).toEqual([
      ['Obi Ada', 'Cash', 'NGN 30,000', who, ''],
      ['Obi Ada', 'Bank transfer', 'NGN 12,500.25', who, ''],
    ]);
    expect(lines(totals()).slice(1)).toEqual([
      ['Card', 'NGN 0'],
      ['Cash', 'NGN 30,000'],
      ['Bank transfer', 'NGN 12,500.25'],
      ['POS', 'NGN 0'],
      ['Other', 'NGN 0'],
      ['Total', 'NGN 42,500.25'],
    ]);
    expect(lines(screen.getByRole('table', { name: 'By who recorded it' })).slice(1)).toEqual([
      [who, '2', 'NGN 42,500.25'],
    ]);

    await source.voidPayment(arranged._id, 'Entered twice', password!);
    // What the void screen's mutation does: the report's keys sit under the school's.
    await act(() => queryClient.invalidateQueries());
    await waitFor(() =>
      expect(lines(payments).slice(1)).toEqual([
        ['Obi Ada', 'Cash', 'NGN 30,000', who, ''],
        ['Obi Ada', 'Bank transfer', 'NGN 12,500.25', who, 'Void'],
      ]),
    );
    expect(lines(totals()).slice(1)).toEqual([
      ['Card', 'NGN 0'],
      ['Cash', 'NGN 30,000'],
      ['Bank transfer', 'NGN 0'],
      ['POS', 'NGN 0'],
      ['Other', 'NGN 0'],
      ['Total', 'NGN 30,000'],
    ]);
    expect(lines(screen.getByRole('table', { name: 'By who recorded it' })).slice(1)).toEqual([
      [who, '1', 'NGN 30,000'],
    ]);
  });
});
