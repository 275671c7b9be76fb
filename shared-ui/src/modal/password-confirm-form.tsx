import { useSessionStore } from '@fees/shared-data';
import {
  adminPasswordSchema,
  GUEST_CREDENTIALS,
  type AdminPasswordFormValues,
} from '@fees/shared-data/core';
import { yupResolver } from '@hookform/resolvers/yup';
import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../button/button';
import type { ButtonVariant } from '../button/button-class-name';
import { TextField } from '../form-field/text-field';
import { ModalActions } from './modal-actions';
import { useOneAtATime } from './use-one-at-a-time';
import styles from './modal.module.css';

export type PasswordConfirmFormProps = {
  onSubmit: (password: string) => void | Promise<void>;
  busy: boolean;
  /** The server's answer, e.g. 'Incorrect password', shown under the field. */
  error?: string | null;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  cancelLabel?: string;
};

/**
 * The admin password field with Cancel and submit, validated by shared-data's
 * `adminPasswordSchema` ('Password is required.'). Lives inside a `Modal`, so it starts empty each
 * time the modal opens and keeps what was typed while it stays open.
 */
export function PasswordConfirmForm({
  onSubmit,
  busy,
  error,
  submitLabel,
  submitVariant = 'primary',
  cancelLabel = 'Cancel',
}: PasswordConfirmFormProps) {
  const guest = useSessionStore((state) => state.mode === 'guest');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminPasswordFormValues>({
    resolver: yupResolver(adminPasswordSchema),
    defaultValues: { password: '' },
  });
  const oneAtATime = useOneAtATime();

  function submit(event: FormEvent<HTMLFormElement>) {
    // The modal is portalled out of the page's form, but React still bubbles its submit event
    // up the component tree: stop it here so the page's form does not submit again.
    event.stopPropagation();
    // Validation and the call both run before `busy` disables the button: a second submit in
    // that time is dropped, not sent (and never left to the browser's own form submission).
    event.preventDefault();
    void oneAtATime(() => handleSubmit(({ password }) => onSubmit(password))(event));
  }

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message ?? error ?? undefined}
        hint={
          // The guest demo has no account password of its own; say which one it takes, since it
          // is shown nowhere else but the login page.
          guest
            ? `In the guest demo the admin password is ${GUEST_CREDENTIALS.password}.`
            : undefined
        }
        readOnly={busy}
        {...register('password')}
      />
      <ModalActions>
        <Dialog.Close asChild>
          <Button variant="light" width="auto" icon={null} disabled={busy}>
            {cancelLabel}
          </Button>
        </Dialog.Close>
        <Button type="submit" variant={submitVariant} width="auto" icon={null} busy={busy}>
          {submitLabel}
        </Button>
      </ModalActions>
    </form>
  );
}
