import { ForbiddenError, NetworkError, ValidationError } from '@fees/shared-data';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { TextField } from '../form-field/text-field';
import { GuardedSaveForm } from './guarded-save-form';
import { useGuardedForm } from './use-guarded-form';

const schema = object({ name: string().required('School name is required') });
type Values = { name: string };

function SchoolForm({
  mode,
  save,
}: {
  mode: 'create' | 'edit';
  save: (values: Values, password: string) => Promise<void>;
}) {
  const { field, formProps } = useGuardedForm<Values, Values>({
    mode,
    schema,
    defaultValues: { name: 'Greenfield' },
    save,
    resource: 'school',
    names: ['name'],
  });
  return (
    <GuardedSaveForm {...formProps} resettable>
      <TextField label="School name" {...field('name')} />
    </GuardedSaveForm>
  );
}

async function submitWithPassword(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  await user.type(await screen.findByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('GuardedSaveForm', () => {
  it('registers after the admin password, with the values typed', async () => {
    const user = userEvent.setup();
    const save = jest.fn().mockResolvedValue(undefined);
    render(<SchoolForm mode="create" save={save} />);
    expect(screen.getByRole('form', { name: 'Register school' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();

    await submitWithPassword(user, 'Register school');
    expect(save).toHaveBeenCalledWith({ name: 'Greenfield' }, 'Secret123');
  });

  it('offers Save only once a value differs when editing', async () => {
    const user = userEvent.setup();
    render(<SchoolForm mode="edit" save={jest.fn()} />);
    expect(screen.getByRole('form', { name: 'Edit school' })).toBeInTheDocument();
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'School name' }), ' Academy');
    expect(saveButton).toBeEnabled();
  });

  it('brings back the record with Reset when editing', async () => {
    const user = userEvent.setup();
    render(<SchoolForm mode="edit" save={jest.fn()} />);
    const name = screen.getByRole('textbox', { name: 'School name' });
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(reset).toBeDisabled();
    await user.type(name, ' Academy');
    await user.click(reset);
    expect(name).toHaveValue('Greenfield');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps a wrong password in the modal', async () => {
    const user = userEvent.setup();
    render(<SchoolForm mode="create" save={() => Promise.reject(new ForbiddenError())} />);
    await submitWithPassword(user, 'Register school');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Incorrect password');
  });

  it('puts a field the server refused under its box, with the focus there', async () => {
    const user = userEvent.setup();
    const refused = new ValidationError('Validation failed', { name: 'Minimum of 5 characters' });
    render(<SchoolForm mode="create" save={() => Promise.reject(refused)} />);
    await submitWithPassword(user, 'Register school');
    const name = screen.getByRole('textbox', { name: 'School name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Minimum of 5 characters');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other failure above the form', async () => {
    const user = userEvent.setup();
    render(<SchoolForm mode="create" save={() => Promise.reject(new NetworkError())} />);
    await submitWithPassword(user, 'Register school');
    expect(await screen.findByRole('alert')).toHaveTextContent('The school was not saved.');
  });
});
