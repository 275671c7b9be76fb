import { actAsInDemo, GUEST_CREDENTIALS } from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import { demoRecord, renderScreen, type ArrangeContext } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { SchoolPage } from '../school-page/school-page';

const path = '/schools/:schoolId';

/** A school on its page, its details open: `arrange` answers which. */
async function openSchool(arrange: (context: ArrangeContext) => Promise<School>) {
  const view = await renderScreen(<SchoolPage />, {
    arrange,
    route: (school) => `/schools/${school._id}`,
    path,
  });
  await screen.findByRole('heading', { level: 1, name: view.arranged.name });
  const details = screen.getByRole('table', { name: /School details/ });
  return { ...view, details };
}

/** A school the guest registers, which has no settlement account yet as the demo's have. */
const newSchool = ({ source }: ArrangeContext) =>
  source.create(
    'schools',
    { name: 'Harbour Academy', address: '3 Marina, Lagos', level: 'Primary' },
    GUEST_CREDENTIALS.password,
  );

describe('Where card money settles, on the school page', () => {
  it('says a new school settles to the operator, then the owner sets the account after reading its holder', async () => {
    const { user, details } = await openSchool(newSchool);
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

  it("a bursar reads where a demo school's money settles but is offered no setting", async () => {
    await openSchool(async () => {
      // Reading a demo record signs the guest in afresh, as the owner: act as the bursar after.
      const school = await demoRecord('schools', 0);
      await actAsInDemo('bursar');
      return school;
    });
    expect(
      await screen.findByRole('row', {
        name: /^Card money settles to Guaranty Trust Bank \(demo\) ••••\d{4}, held by OKAFOR NGOZI ADAEZE \(DEMO\)$/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /settlement account/ })).toBeNull();
  });
});
