import { adminPasswordSchema, type AdminPasswordFormValues } from '@fees/shared-data';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import type { ButtonVariant } from '../../button/button-class-name';
import { AdminPasswordField } from './admin-password-field';
import { ModalFormActions } from '../modal-form-actions';
import { useDialogSubmit } from '../use-dialog-submit';
import styles from '../modal.module.css';

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminPasswordFormValues>({
    resolver: yupResolver(adminPasswordSchema),
    defaultValues: { password: '' },
  });
  const dialogSubmit = useDialogSubmit();

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={dialogSubmit(handleSubmit(({ password }) => onSubmit(password)))}
    >
      <AdminPasswordField
        error={errors.password?.message ?? error ?? undefined}
        readOnly={busy}
        {...register('password')}
      />
      <ModalFormActions
        submitLabel={submitLabel}
        submitVariant={submitVariant}
        cancelLabel={cancelLabel}
        busy={busy}
      />
    </form>
  );
}
