import { renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { FeeItemsForm, type FeeItemsFormInput } from './fee-items-form';

async function renderForm(items: FeeItemsFormInput['items'] = []) {
  const onSave = jest.fn().mockResolvedValue(undefined);
  const view = await renderScreen(<FeeItemsForm initialValues={{ items }} onSave={onSave} />);
  return { ...view, onSave };
}

const item = (number: number) => screen.getByRole('group', { name: `Item ${number}` });

describe('FeeItemsForm', () => {
  it('says a class with no items charges the class fee only', async () => {
    await renderForm();
    expect(
      screen.getByText('No extra fee items: students pay the class fee only.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('adds items, checks each, and saves them together with the admin password', async () => {
    const { user, onSave } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Add fee item' }));
    await user.click(screen.getByRole('button', { name: 'Add fee item' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(item(1)).getByRole('textbox', { name: 'Item name' })).toHaveAccessibleDescription(
      'Item name is required',
    );
    expect(
      within(item(2)).getByRole('spinbutton', { name: 'Amount (NGN)' }),
    ).toHaveAccessibleDescription('Amount is required');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(within(item(1)).getByRole('textbox', { name: 'Item name' }), 'Books');
    await user.type(within(item(1)).getByRole('spinbutton', { name: 'Amount (NGN)' }), '12500');
    await user.type(within(item(2)).getByRole('textbox', { name: 'Item name' }), 'School bus');
    await user.type(within(item(2)).getByRole('spinbutton', { name: 'Amount (NGN)' }), '30000');
    await user.click(within(item(2)).getByRole('checkbox', { name: /Optional/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'guest-demo{Enter}');
    expect(onSave).toHaveBeenCalledWith(
      {
        items: [
          { name: 'Books', amount: 12500, optional: false },
          { name: 'School bus', amount: 30000, optional: true },
        ],
      },
      'guest-demo',
    );
  });

  it('removes an item, and saving none clears the class’s items', async () => {
    const { user, onSave } = await renderForm([{ name: 'Lunch', amount: '20000', optional: true }]);
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.queryByRole('group', { name: 'Item 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'guest-demo{Enter}');
    expect(onSave).toHaveBeenCalledWith({ items: [] }, 'guest-demo');
  });
});
