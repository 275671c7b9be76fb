import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '../button/button';
import type { ButtonVariant } from '../button/button-class-name';
import { Modal } from './modal';
import { ModalActions } from './modal-actions';
import { ModalCancelButton } from './modal-cancel-button';
import { PasswordConfirmForm } from './admin-password/password-confirm-form';
import { useOneAtATime } from './use-one-at-a-time';
import styles from './modal.module.css';

type ConfirmModalBaseProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it, e.g. `<Button variant="danger">Delete</Button>`. */
  trigger?: ReactElement;
  title: string;
  /** What will happen, read when the dialog opens. */
  warning: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' (default) for deletes. */
  confirmVariant?: ButtonVariant;
  /** While confirming: the confirm button shows '...' and the modal cannot be dismissed. */
  busy?: boolean;
  /** The server's message, e.g. 'Incorrect password'. */
  error?: string | null;
};

export type ConfirmModalProps = ConfirmModalBaseProps &
  (
    | {
        /**
         * Deletes ask for the admin password too (docs/auth.md#the-admin-password): the field
         * is validated like the admin-password modal and its value handed to `onConfirm`.
         */
        requirePassword: true;
        onConfirm: (password: string) => void | Promise<void>;
      }
    | { requirePassword?: false; onConfirm: () => void | Promise<void> }
  );

/** Asks before something that cannot be undone, such as deleting a school. */
export function ConfirmModal(props: ConfirmModalProps) {
  const {
    open,
    onOpenChange,
    trigger,
    title,
    warning,
    confirmLabel = 'Delete',
    cancelLabel = 'Cancel',
    confirmVariant = 'danger',
    busy = false,
    error,
  } = props;
  const oneAtATime = useOneAtATime();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      dismissible={!busy}
    >
      <Dialog.Description className={styles.warning}>{warning}</Dialog.Description>
      {props.requirePassword ? (
        <PasswordConfirmForm
          onSubmit={props.onConfirm}
          busy={busy}
          error={error}
          submitLabel={confirmLabel}
          submitVariant={confirmVariant}
          cancelLabel={cancelLabel}
        />
      ) : (
        <>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <ModalActions>
            <ModalCancelButton label={cancelLabel} busy={busy} />
            <Button
              variant={confirmVariant}
              width="auto"
              icon={null}
              busy={busy}
              onClick={() => void oneAtATime(() => props.onConfirm())}
            >
              {confirmLabel}
            </Button>
          </ModalActions>
        </>
      )}
    </Modal>
  );
}
