import { actAsInDemo, GUEST_CREDENTIALS } from '@fees/shared-data';
import { demoRecord, renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { SchoolPage } from '../school-page/school-page';

const path = '/schools/:schoolId';

/** The demo's first school on its page, its details open. */
async function openSchool(arrange?: () => Promise<void>) {
  const school = await demoRecord('schools', 0);
  const view = await renderScreen(<SchoolPage />, {
    route: `/schools/${school._id}`,
    path,
    ...(arrange ? { arrange } : {}),
  });
  await screen.findByRole('heading', { level: 1, name: school.name });
  const details = screen.getByRole('table', { name: /School details/ });
  return { ...view, school, details };
}

describe('Where card money settles, on the school page', () => {
  it('says it settles to the operator, then the owner sets the account after reading its holder', async () => {
    const { user, details } = await openSchool();
    expect(
      await within(details).findByRole('row', {
        name: "Card money settles to Card payments to this school settle to the Fees Manager operator's account.",
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set settlement account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where card money settles' });
    const bank = await within(dialog).findByRole('combobox', { name: 'Bank' });
    const number = within(dialog).getByRole('textbox', { name: 'Account number' });
    const password = within(dialog).getByLabelText('Password', { exact: true });
    const save = within(dialog).getByRole('button', { name: 'Save settlement account' });

    await user.type(password, GUEST_CREDENTIALS.password);
    await user.click(save);
    expect(bank).toHaveAccessibleDescription('Bank is required');
    expect(number).toHaveAccessibleDescription('Account number is required');

    await user.selectOptions(bank, 'Guaranty Trust Bank (demo)');
    await user.type(number, '0001234567');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The bank does not know this account number. Check the number and the bank.',
    );
    await user.clear(number);
    await user.type(number, '0123456789');
    expect(
      await within(dialog).findByText("OKAFOR NGOZI ADAEZE (DEMO) — is this the school's account?"),
    ).toBeVisible();

    await user.clear(password);
    await user.type(password, 'wrong-password');
    await user.click(save);
    expect(await within(dialog).findByText('Incorrect password')).toBeVisible();
    expect(number).toHaveValue('0123456789');

    await user.clear(password);
    await user.type(password, GUEST_CREDENTIALS.password);
    await user.click(save);
    expect(
      await within(details).findByRole('row', {
        name: 'Card money settles to Guaranty Trust Bank (demo) ••••6789, held by OKAFOR NGOZI ADAEZE (DEMO)',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change settlement account' })).toBeVisible();
  });

  it('a bursar reads where the money settles but is offered no setting', async () => {
    await openSchool(async () => actAsInDemo('bursar'));
    expect(
      await screen.findByRole('row', {
        name: /^Card money settles to Card payments to this school/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /settlement account/ })).toBeNull();
  });
});
