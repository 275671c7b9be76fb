import { Modal } from '../modal';
import { PasswordConfirmForm } from './password-confirm-form';

export type AdminPasswordModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the typed password once it passes validation. Close the modal on success. */
  onSubmit: (password: string) => void | Promise<void>;
  /** While the call runs: the submit button shows '...' and the modal cannot be dismissed. */
  busy?: boolean;
  /** The server's message, e.g. 'Incorrect password', shown under the field. */
  error?: string | null;
  submitLabel?: string;
  /** See `Modal`: puts focus somewhere after the dialog closes, e.g. on a refused field. */
  focusOnClose?: () => boolean;
  /** What the password confirms, read with the title: 'Record NGN 25,000 in cash for …'. */
  confirming?: string;
};

/** Every create and edit sends the account password, which the server checks (docs/auth.md). */
export function AdminPasswordModal({
  open,
  onOpenChange,
  onSubmit,
  busy = false,
  error,
  submitLabel = 'Submit',
  focusOnClose,
  confirming,
}: AdminPasswordModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Please enter Admin password."
      description={confirming}
      dismissible={!busy}
      focusOnClose={focusOnClose}
    >
      <PasswordConfirmForm
        onSubmit={onSubmit}
        busy={busy}
        error={error}
        submitLabel={submitLabel}
      />
    </Modal>
  );
}
