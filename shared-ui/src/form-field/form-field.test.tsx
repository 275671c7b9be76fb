import { yupResolver } from '@hookform/resolvers/yup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';
import { FormField } from './form-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

const schema = object({
  name: string().required('School name is required').min(5, 'Minimum of 5 characters'),
  level: string().required('A level is required'),
  purpose: string().required('Purpose is required'),
});

function SchoolForm({ onSave }: { onSave: (values: unknown) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: yupResolver(schema),
    defaultValues: { name: '', level: '', purpose: '' },
  });
  return (
    <form noValidate aria-label="Register school" onSubmit={handleSubmit(onSave)}>
      <TextField
        label="School name"
        hint="5 to 100 characters"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label="Level"
        placeholder="Select level"
        options={[
          { value: 'Primary', label: 'Primary' },
          { value: 'Tetiary', label: 'Tertiary' },
        ]}
        error={errors.level?.message}
        {...register('level')}
      />
      <TextAreaField
        label="Purpose / Description"
        error={errors.purpose?.message}
        {...register('purpose')}
      />
      <button type="submit">Register</button>
    </form>
  );
}

describe('form fields', () => {
  it('label every control', () => {
    render(<SchoolForm onSave={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'School name' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Level' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Purpose / Description' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Tertiary' })).toHaveValue('Tetiary');
  });

  it('describe a control by its hint while it is valid', () => {
    render(<SchoolForm onSave={jest.fn()} />);
    const name = screen.getByRole('textbox', { name: 'School name' });
    expect(name).toHaveAccessibleDescription('5 to 100 characters');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('show the error under the field, mark it invalid and describe it with the message', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<SchoolForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const name = screen.getByRole('textbox', { name: 'School name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('5 to 100 characters School name is required');
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveAccessibleDescription(
      'A level is required',
    );
    expect(screen.getByRole('textbox', { name: 'Purpose / Description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Purpose is required')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clear the error once the value is fixed and pass the values on', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<SchoolForm onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: 'School name' }), 'Abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Minimum of 5 characters')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'School name' }), 'de Academy');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Tertiary');
    await user.type(screen.getByRole('textbox', { name: 'Purpose / Description' }), 'Fees');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByRole('textbox', { name: 'School name' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.queryByText('Minimum of 5 characters')).not.toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith(
      { name: 'Abcde Academy', level: 'Tetiary', purpose: 'Fees' },
      expect.anything(),
    );
  });

  it('FormField wraps any control the same way', () => {
    render(
      <FormField label="Amount" error="Minimum of 1000">
        {(control) => <input type="number" {...control} />}
      </FormField>,
    );
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Minimum of 1000');
  });
});
