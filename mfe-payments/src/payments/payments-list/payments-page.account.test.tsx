/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { schoolToday } from '@fees/shared-data';
import { payAtProvider } from '@fees/shared-data/testing';
import {
  arrangeClassroomWithStudent,
  renderScreen,
  type ArrangeContext,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PaymentsPage } from './payments-page';

// Signed in to the real API, in a school of the test's own; the card provider is the one fake.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Three payments for one student: NGN 30,000 in cash today, NGN 20,000 by card now, and a
 * NGN 15,000 transfer received eight days ago, before this week whatever today is.
 */
async function threePayments(context: ArrangeContext) {
  const { student } = await arrangeClassroomWithStudent(context);
  const { source, password } = context;
  const schoolId = context.school!._id;
  const recorded = (amount: number, method: 'cash' | 'transfer', receivedOn: string) =>
    source.recordOfflinePayment(
      {
        ...{ schoolId, studentId: student._id, amount, method, receivedOn },
        ...{ depositorName: 'Ngozi Obi', email: '', purpose: 'School fees this term' },
        externalReference: method === 'transfer' ? `NIP${Date.now()}` : '',
      },
      password!,
    );
  await recorded(15000, 'transfer', schoolToday(new Date(Date.now() - 8 * DAY_MS)));
  await recorded(30000, 'cash', schoolToday());
  const details = {
    ...{ schoolId, studentId: student._id, amount: 20000 },
    ...{ depositorName: 'Ngozi Obi', email: 'ngozi@example.com', purpose: 'School fees' },
  };
  const { reference } = await source.initializePayment(details);
  await payAtProvider(reference, 2_000_000);
  await source.recordPayment({
    details,
    checkout: { reference, status: 'success', message: 'Approved', transaction: '1' },
  });
}

describe('PaymentsPage in account mode', () => {
  it('narrows to Today and This week by the Lagos day, totals included, and sorts by Amount', async () => {
    const { user, location } = await renderScreen(<PaymentsPage />, {
      session: 'account',
      route: '/payments',
      arrange: threePayments,
    });
    const status = () => screen.getByRole('status');
    await waitFor(() => expect(status()).toHaveTextContent('3 payments, NGN 65,000 in total'));

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(location().search).toBe('?period=today');
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        '2 payments, NGN 50,000 in total: Card NGN 20,000 · Cash NGN 30,000',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(location().search).toBe('?period=week'));
    expect(status()).toHaveTextContent('2 payments, NGN 50,000 in total');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(status()).toHaveTextContent('3 payments, NGN 65,000 in total'));
    const list = await screen.findByRole('table', { name: /^Payments made to / });
    await user.click(within(list).getByRole('button', { name: 'Amount' }));
    expect(location().search).toBe('?sort=amount&order=desc');
    const amounts = () =>
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    await waitFor(() => expect(amounts()).toEqual(['NGN 30,000', 'NGN 20,000', 'NGN 15,000']));
  });

  it("Today counts a void apart, as the cash book does: '1 payment, 1 voided'", async () => {
    await renderScreen(<PaymentsPage />, {
      session: 'account',
      route: '/payments?period=today',
      arrange: async (context) => {
        const { student } = await arrangeClassroomWithStudent(context);
        const { source, password } = context;
        const cash = (amount: number) =>
          source.recordOfflinePayment(
            {
              ...{ schoolId: context.school!._id, studentId: student._id, amount },
              ...{ method: 'cash', receivedOn: schoolToday(), externalReference: '' },
              ...{ depositorName: 'Ngozi Obi', email: '', purpose: 'School fees' },
            },
            password!,
          );
        await cash(30000);
        const mistake = await cash(5000);
        await source.voidPayment(mistake._id, 'Entered twice by mistake', password!);
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '1 payment, 1 voided, NGN 30,000 in total: Cash NGN 30,000',
      ),
    );
  });
});
