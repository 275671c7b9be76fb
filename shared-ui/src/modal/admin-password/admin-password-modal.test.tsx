import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@fees/shared-data';
import { useState, type FormEvent } from 'react';
import { AdminPasswordModal, type AdminPasswordModalProps } from './admin-password-modal';

type HarnessProps = Partial<AdminPasswordModalProps> & { onPageSubmit?: () => void };

/** A page form whose valid submit opens the password modal, as the create/edit forms do. */
function SchoolFormPage({ onPageSubmit, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  function submitPage(event: FormEvent) {
    event.preventDefault();
    onPageSubmit?.();
    setOpen(true);
  }
  return (
    <form noValidate aria-label="Edit school" onSubmit={submitPage}>
      <button type="submit">Save</button>
      <AdminPasswordModal open={open} onOpenChange={setOpen} onSubmit={jest.fn()} {...props} />
    </form>
  );
}

async function openModal(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const view = render(<SchoolFormPage {...props} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { user, ...view };
}

describe('AdminPasswordModal', () => {
  it("asks 'Please enter Admin password.' with the password field focused", async () => {
    await openModal();
    expect(
      screen.getByRole('dialog', { name: 'Please enter Admin password.' }),
    ).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveFocus();
  });

  it("requires the password: 'Password is required.' under the field, announced with it", async () => {
    const onSubmit = jest.fn();
    const { user } = await openModal({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is required.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the typed password with Enter, without submitting the page form again', async () => {
    const onSubmit = jest.fn();
    const onPageSubmit = jest.fn();
    const { user } = await openModal({ onSubmit, onPageSubmit });
    await user.type(screen.getByLabelText('Password'), 's3cret-Pass{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('s3cret-Pass');
    expect(onPageSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the server's error under the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(true);
      const [error, setError] = useState<string | null>(null);
      return (
        <AdminPasswordModal
          open={open}
          onOpenChange={setOpen}
          error={error}
          onSubmit={() => setError('Incorrect password')}
        />
      );
    }
    render(<Page />);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Incorrect password');
    expect(password).toHaveValue('wrong-one');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends one call for a double submit, and takes a new one once that call has ended', async () => {
    let finish = () => undefined as void;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await openModal({ onSubmit });
    await user.type(screen.getByLabelText('Password'), 's3cret-Pass');
    const submit = screen.getByRole('button', { name: 'Submit' });
    // Both clicks land before React renders anything in between, as a fast double click can.
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
      await Promise.resolve();
    });
    await act(async () => {
      fireEvent.click(submit);
      await Promise.resolve();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("shows '...' and cannot be dismissed while busy", async () => {
    const { user } = await openModal({ busy: true });
    expect(screen.getByRole('button', { name: '...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with Cancel or Escape, returns focus to the page, and starts empty next time', async () => {
    const { user } = await openModal();
    await user.type(screen.getByLabelText('Password'), 'half-typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it("tells an account holder it is the password they sign in with, and a guest the demo's", async () => {
    const accountHint = 'This is the password you sign in with.';
    const guestHint = 'In the guest demo the admin password is guest-demo.';
    useSessionStore.setState({ mode: 'account' });
    const { user, unmount } = await openModal();
    expect(
      screen.getByRole('dialog', { name: 'Please enter Admin password.' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(accountHint);
    expect(screen.queryByText(/guest demo/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      `${accountHint} Password is required.`,
    );
    await user.keyboard('{Escape}');
    unmount();

    useSessionStore.setState({ mode: 'guest' });
    const guest = await openModal();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(guestHint);
    expect(screen.queryByText(accountHint)).not.toBeInTheDocument();
    guest.unmount();
    useSessionStore.setState({ mode: null });
  });
});
