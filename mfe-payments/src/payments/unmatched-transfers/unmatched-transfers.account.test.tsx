/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { openBankAccount, transferAtProvider } from '@fees/shared-data/testing';
import {
  arrangeClassroomWithStudent,
  renderScreen,
  type ArrangeContext,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PaymentsPage } from '../payments-list/payments-page';

// Signed in to the real API; the provider's signed notice of a transfer is the one fake
// (docs/transfers.md#unmatched-transfers).

/**
 * Obi Ada, and NGN 25,000 transferred into the account of a student who has since been deleted:
 * the transfer waits to be assigned.
 */
async function orphanTransfer(context: ArrangeContext) {
  const { room, student } = await arrangeClassroomWithStudent(context);
  const { source, password } = context;
  const schoolId = context.school!._id;
  const accountNumber = String(Date.now()).slice(-10);
  await openBankAccount('058', accountNumber, 'OKAFOR NGOZI ADAEZE');
  await source.setSettlement(schoolId, { bankCode: '058', accountNumber }, password!);
  const bola = await source.create(
    'students',
    {
      ...{ fullname: 'Adeyemi Bola', age: 8, sex: 'Male', phoneNo: '08031234567' },
      ...{ discount: 0, classroom: room._id, schoolId },
    },
    password!,
  );
  const account = await source.giveTransferAccount({ holder: 'students', id: bola._id });
  await source.remove('students', bola._id, password!);
  const answer = await transferAtProvider(account.accountNumber, 2_500_000, {
    name: 'OKAFOR NGOZI',
    narration: 'School fees Ada',
  });
  expect(answer).toMatch(/^Kept as unmatched/);
  return student;
}

describe('Unmatched transfers on the payments page', () => {
  it('lists the waiting transfer and records it for the student the bursary chooses, under the password', async () => {
    const { user, password } = await renderScreen(<PaymentsPage />, {
      session: 'account',
      route: '/payments',
      arrange: orphanTransfer,
    });
    const waiting = await screen.findByRole('region', {
      name: 'Transfers waiting to be assigned (1)',
    });
    const [row] = within(waiting).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(
      /OKAFOR NGOZI.*NGN 25,000.*School fees Ada.*no longer at the school/,
    );
    await user.click(
      within(row!).getByRole('button', { name: 'Assign NGN 25,000 from OKAFOR NGOZI' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Assign NGN 25,000 from OKAFOR NGOZI',
    });
    const typed = within(dialog).getByLabelText('Password', { exact: true });
    await user.type(typed, password!);
    await user.click(within(dialog).getByRole('button', { name: 'Record NGN 25,000' }));
    expect(await within(dialog).findByText('Student is required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /^Select student/ }));
    await user.click(await within(dialog).findByRole('option', { name: /^Obi Ada/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Record NGN 25,000' }));
    expect(await screen.findByText('Transfer recorded: Obi Ada NGN 25,000')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Transfers waiting to be assigned (1)' }),
      ).toBeNull(),
    );
    const list = await screen.findByRole('table', { name: /^Payments made to / });
    expect(within(list).getByText('School fees Ada')).toBeInTheDocument();
  });
});
