import { useRef } from 'react';
import { Button } from '../../button/button';
import type { ButtonVariant } from '../../button/button-class-name';
import { Modal } from '../modal';
import { PasswordStep } from './password-step';
import { usePasswordDialog } from './use-password-dialog';

export type PasswordActionButtonProps = {
  /** The button's words, and the dialog's step's. */
  action: string;
  /** The button's name where its words alone are ambiguous on a list ('Remove ada@…'). */
  label?: string;
  title: string;
  /** Read with the title: what the action does. */
  description: string;
  /** 'danger' (the default) for an action that takes something away. */
  variant?: ButtonVariant;
  busy: boolean;
  /** Runs with the password; a refusal stays in the dialog, the password's under its field. */
  onConfirm: (password: string) => Promise<unknown>;
  /**
   * Puts focus somewhere once the action has taken this button off the page with what it acted
   * on (a list's line): focus must not fall back to the top of the page.
   */
  onGone?: () => void;
};

/**
 * A light button whose one action is confirmed under the admin password
 * (docs/auth.md#the-admin-password): a staff member's removal, a late fee's waiver.
 */
export function PasswordActionButton({
  action,
  label,
  title,
  description,
  variant = 'danger',
  busy,
  onConfirm,
  onGone,
}: PasswordActionButtonProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = usePasswordDialog();
  return (
    <Modal
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button ref={trigger} variant="light" width="auto" icon={null} aria-label={label}>
          {action}
        </Button>
      }
      title={title}
      description={description}
      dismissible={!busy}
      focusOnClose={() => {
        if (!onGone || trigger.current?.isConnected) return false;
        onGone();
        return true;
      }}
    >
      <PasswordStep
        problem={dialog.problem}
        busy={busy}
        submitLabel={action}
        submitVariant={variant}
        onSubmit={(password) => dialog.confirm(() => onConfirm(password))}
      />
    </Modal>
  );
}
