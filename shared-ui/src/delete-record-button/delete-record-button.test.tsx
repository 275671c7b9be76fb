import { ForbiddenError } from '@fees/shared-data';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteRecordButton } from './delete-record-button';

const warning = 'All records, including classrooms and students, will be deleted for Greenfield.';

function renderButton(onDelete: (password: string) => Promise<unknown>) {
  const user = userEvent.setup();
  render(
    <DeleteRecordButton resource="school" warning={warning} onDelete={onDelete} busy={false} />,
  );
  return user;
}

describe('DeleteRecordButton', () => {
  it('asks first, with the warning, then deletes with the admin password', async () => {
    const onDelete = jest.fn().mockResolvedValue(undefined);
    const user = renderButton(onDelete);
    await user.click(screen.getByRole('button', { name: 'Delete school' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this school?' });
    expect(dialog).toHaveAccessibleDescription(warning);

    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('Secret123');
  });

  it("keeps the dialog open with the data layer's message when the delete fails", async () => {
    const user = renderButton(() => Promise.reject(new ForbiddenError()));
    await user.click(screen.getByRole('button', { name: 'Delete school' }));
    await user.type(screen.getByLabelText('Password'), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete this school?' })).toBeInTheDocument();
  });

  it('gives the retry text when the failure is not one of ours', async () => {
    const user = renderButton(() => Promise.reject(new Error('boom')));
    await user.click(screen.getByRole('button', { name: 'Delete school' }));
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occured. Please retry')).toBeInTheDocument();
  });
});
