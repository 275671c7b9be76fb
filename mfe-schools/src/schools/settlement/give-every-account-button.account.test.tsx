/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { openBankAccount } from '@fees/shared-data/testing';
import { arrangeClassroomWithStudent, renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { SchoolPage } from '../school-page/school-page';

// Signed in to the real API, whose job gives the accounts in the background while the dialog
// follows it (docs/transfers.md#giving-every-family-one); the card provider is the one fake.

describe('Give transfer accounts in account mode', () => {
  it('follows the run the API does, and shows it again when reopened', async () => {
    const { user, source, arranged } = await renderScreen(<SchoolPage />, {
      session: 'account',
      arrange: async (context) => {
        const { student } = await arrangeClassroomWithStudent(context);
        const schoolId = context.school!._id;
        const accountNumber = String(Date.now()).slice(-10);
        await openBankAccount('058', accountNumber, 'OKAFOR NGOZI ADAEZE');
        await context.source.setSettlement(
          schoolId,
          { bankCode: '058', accountNumber },
          context.password!,
        );
        return { school: context.school!, student };
      },
      route: ({ school }) => `/schools/${school._id}`,
      path: '/schools/:schoolId',
    });
    await user.click(await screen.findByRole('button', { name: 'Give transfer accounts' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Give every family a transfer account',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Give transfer accounts' }));
    expect(
      await within(dialog).findByText('Done: 1 of 1 have a transfer account.', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    expect(
      await source.getTransferAccount({ holder: 'students', id: arranged.student._id }),
    ).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Give transfer accounts' }));
    const again = await screen.findByRole('dialog', {
      name: 'Give every family a transfer account',
    });
    expect(await within(again).findByText('Done: 1 of 1 have a transfer account.')).toBeVisible();
    expect(within(again).getByRole('button', { name: 'Give transfer accounts' })).toBeEnabled();
  });
});
