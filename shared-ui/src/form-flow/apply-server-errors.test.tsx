import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../form-field/text-field';
import { applyServerErrors } from './apply-server-errors';

type Values = { firstName: string; lastName: string; phone: string };

/** A form whose button applies what a 400 answered, as the forms do after a refused save. */
function StudentLikeForm({ fields }: { fields: Record<string, string> }) {
  const {
    register,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { firstName: '', lastName: '', phone: '' } });
  const [left, setLeft] = useState<string[]>([]);
  const apply = () =>
    setLeft(
      applyServerErrors(
        { setError, names: ['firstName', 'lastName', 'phone'], aliases: { fullname: 'lastName' } },
        fields,
      ),
    );
  return (
    <form>
      <TextField label="First name" error={errors.firstName?.message} {...register('firstName')} />
      <TextField label="Last name" error={errors.lastName?.message} {...register('lastName')} />
      <TextField label="Phone" error={errors.phone?.message} {...register('phone')} />
      <button type="button" onClick={apply}>
        Apply
      </button>
      <p>{left.join(' | ')}</p>
    </form>
  );
}

describe('applyServerErrors', () => {
  it('puts each message under its field and focuses the first one on screen', async () => {
    const user = userEvent.setup();
    render(
      <StudentLikeForm
        fields={{ phone: 'Phone number must be 11 characters', fullname: 'Name is taken' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const lastName = screen.getByLabelText('Last name');
    expect(lastName).toHaveFocus();
    expect(lastName).toHaveAccessibleDescription('Name is taken');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Phone number must be 11 characters',
    );
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('returns the messages of fields the form does not show', async () => {
    const user = userEvent.setup();
    render(<StudentLikeForm fields={{ schoolId: 'School not found', phone: 'Too short' }} />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('School not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });
});
