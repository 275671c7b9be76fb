import { GUEST_CREDENTIALS } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { FamilyPage } from '../family-page/family-page';
import { danjuma } from '../testing/demo-family';

// The guest demo's 'Simulate a transfer' into a family's demo account
// (docs/transfers.md#the-guest-demo): recorded as an account records the provider's notice.

/** The Danjuma family, with the school's settlement account and the family's transfer account. */
async function withAccount(context: Parameters<typeof danjuma>[0]) {
  const family = await danjuma(context);
  const schoolId = context.school!._id;
  const account = { bankCode: '058', accountNumber: '0123456789' };
  await context.source.setSettlement(schoolId, account, GUEST_CREDENTIALS.password);
  await context.source.giveTransferAccount({ holder: 'families', id: family._id });
  return family;
}

describe("FamilyPage's simulated transfer", () => {
  it('keeps what was typed when it is refused, then records the transfer split among the children', async () => {
    const { user, source, school } = await renderScreen(<FamilyPage />, {
      arrange: withAccount,
      route: (family) => `/students/families/${family._id}`,
      path: '/students/families/:familyId',
    });
    const row = await screen.findByRole('row', { name: /^Pay by transfer 99\d{8}/ });
    await user.click(within(row).getByRole('button', { name: 'Simulate a transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simulate a transfer' });
    expect(within(dialog).getByLabelText("Sender's name")).toHaveValue('MRS NNEKA DANJUMA');
    await user.type(within(dialog).getByLabelText('Narration (optional)'), 'Fees for the children');
    await user.click(within(dialog).getByRole('button', { name: 'Send the transfer' }));
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/Amount is required/);
    expect(within(dialog).getByLabelText('Narration (optional)')).toHaveValue(
      'Fees for the children',
    );

    await user.type(amount, '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Send the transfer' }));
    expect(await screen.findByText(/^Transfer recorded: /)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const { items } = await source.list('payments', {
      filter: { schoolId: school!._id, method: 'transfer' },
    });
    const fresh = items.filter((payment) => payment.narration === 'Fees for the children');
    expect(fresh.reduce((sum, payment) => sum + payment.amount, 0)).toBe(30_000);
    expect(new Set(fresh.map((payment) => payment.depositorName))).toEqual(
      new Set(['MRS NNEKA DANJUMA']),
    );
  });
});
