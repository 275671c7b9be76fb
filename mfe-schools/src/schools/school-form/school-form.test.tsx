import { renderScreen } from '@fees/shared-ui/testing';
import { screen } from '@testing-library/react';
import { SchoolForm } from './school-form';

function nameField() {
  return screen.getByRole('textbox', { name: 'School name' });
}
function addressField() {
  return screen.getByRole('textbox', { name: 'Address' });
}
function levelField() {
  return screen.getByRole('combobox', { name: 'Level' });
}

async function renderForm() {
  const onSave = jest.fn().mockResolvedValue(undefined);
  const view = await renderScreen(<SchoolForm mode="create" onSave={onSave} />);
  return { ...view, onSave };
}

describe('SchoolForm', () => {
  it('offers the levels Primary, Secondary, Tertiary (stored Tetiary) and Other', async () => {
    await renderForm();
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select level',
      'Primary',
      'Secondary',
      'Tertiary',
      'Other',
    ]);
    expect(screen.getByRole('option', { name: 'Tertiary' })).toHaveValue('Tetiary');
  });

  it('shows each required message under its field, and asks for no password', async () => {
    const { user, onSave } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Register school' }));

    expect(nameField()).toHaveAccessibleDescription('School name is required');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveFocus();
    expect(addressField()).toHaveAccessibleDescription('Address is required');
    expect(levelField()).toHaveAccessibleDescription('A level is required');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('needs 5 to 100 characters for the name and the address', async () => {
    const { user } = await renderForm();
    await user.type(nameField(), 'Abcd');
    await user.type(addressField(), 'Lago');
    await user.click(screen.getByRole('button', { name: 'Register school' }));
    expect(nameField()).toHaveAccessibleDescription('Minimum of 5 characters');
    expect(addressField()).toHaveAccessibleDescription('Minimum of 5 characters');

    await user.clear(nameField());
    await user.click(nameField());
    await user.paste('A'.repeat(101));
    await user.clear(addressField());
    await user.click(addressField());
    await user.paste('B'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Register school' }));
    expect(nameField()).toHaveAccessibleDescription('Maximum 100 characters');
    expect(addressField()).toHaveAccessibleDescription('Maximum 100 characters');

    await user.clear(nameField());
    await user.click(nameField());
    await user.paste('A'.repeat(100));
    await user.click(screen.getByRole('button', { name: 'Register school' }));
    expect(nameField()).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the admin password once valid, then saves the values with it', async () => {
    const { user, onSave } = await renderForm();
    await user.type(nameField(), 'Greenfield Academy');
    await user.type(addressField(), '1 Marina Road, Lagos');
    await user.selectOptions(levelField(), 'Tertiary');
    await user.click(screen.getByRole('button', { name: 'Register school' }));

    const dialog = screen.getByRole('dialog', { name: 'Please enter Admin password.' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Password', { exact: true }), 'guest-demo');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSave).toHaveBeenCalledWith(
      { name: 'Greenfield Academy', address: '1 Marina Road, Lagos', level: 'Tetiary' },
      'guest-demo',
    );
  });

  it('in edit mode offers Save only while a value differs from the initial values', async () => {
    const { user } = await renderScreen(
      <SchoolForm
        mode="edit"
        initialValues={{
          name: 'Crestfield College',
          address: '7 Wuse II',
          level: 'Secondary',
        }}
        onSave={jest.fn()}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(nameField()).toHaveValue('Crestfield College');
    expect(levelField()).toHaveValue('Secondary');
    expect(save).toBeDisabled();

    await user.type(nameField(), 's');
    expect(save).toBeEnabled();
    await user.type(nameField(), '{Backspace}');
    expect(save).toBeDisabled();

    await user.selectOptions(levelField(), 'Other');
    expect(save).toBeEnabled();
  });
});
