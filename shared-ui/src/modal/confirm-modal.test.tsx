import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';

const warning = 'All records, including classrooms and students, are deleted for the school.';

type Overrides = Partial<Omit<ConfirmModalProps, 'requirePassword' | 'onConfirm'>> & {
  requirePassword?: boolean;
};

function renderDelete({ requirePassword = false, ...props }: Overrides = {}) {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const common = {
    trigger: <Button variant="danger">Delete school</Button>,
    title: 'Delete this school?',
    warning,
    ...props,
  };
  render(
    requirePassword ? (
      <ConfirmModal {...common} requirePassword onConfirm={onConfirm} />
    ) : (
      <ConfirmModal {...common} onConfirm={onConfirm} />
    ),
  );
  return { user, onConfirm };
}

describe('ConfirmModal', () => {
  it('opens from its trigger with the title and the warning read together', async () => {
    const { user } = renderDelete();
    await user.click(screen.getByRole('button', { name: 'Delete school' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this school?' });
    expect(dialog).toHaveAccessibleDescription(warning);
  });

  it('starts on Cancel, and Cancel closes it with focus back on the trigger', async () => {
    const { user, onConfirm } = renderDelete();
    await user.click(screen.getByRole('button', { name: 'Delete school' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete school' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its confirm button', async () => {
    const { user, onConfirm } = renderDelete({ confirmLabel: 'Yes, delete' });
    await user.click(screen.getByRole('button', { name: 'Delete school' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("shows '...' while confirming and cannot be dismissed", async () => {
    const { user } = renderDelete({ busy: true });
    await user.click(screen.getByRole('button', { name: 'Delete school' }));
    expect(screen.getByRole('button', { name: '...' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('announces an error', async () => {
    const { user } = renderDelete({ error: 'Could not delete the school.' });
    await user.click(screen.getByRole('button', { name: 'Delete school' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not delete the school.');
  });

  describe('with the admin password (deletes)', () => {
    it("requires the password: 'Password is required.'", async () => {
      const { user, onConfirm } = renderDelete({ requirePassword: true });
      await user.click(screen.getByRole('button', { name: 'Delete school' }));
      const password = screen.getByLabelText('Password');
      expect(password).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Password is required.')).toBeInTheDocument();
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleDescription('Password is required.');
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('hands the password to onConfirm', async () => {
      const { user, onConfirm } = renderDelete({ requirePassword: true });
      await user.click(screen.getByRole('button', { name: 'Delete school' }));
      await user.type(screen.getByLabelText('Password'), 'owner-pass{Enter}');
      expect(onConfirm).toHaveBeenCalledWith('owner-pass');
    });

    it("shows 'Incorrect password' under the field", async () => {
      const { user } = renderDelete({ requirePassword: true, error: 'Incorrect password' });
      await user.click(screen.getByRole('button', { name: 'Delete school' }));
      const password = screen.getByLabelText('Password');
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleDescription('Incorrect password');
    });
  });
});
