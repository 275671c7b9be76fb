import { LIMITS, signupSchema, verificationCodeSchema } from '@fees/shared-data';
import {
  applyServerErrors,
  Button,
  TextField,
  type PlaceServerErrors,
  fieldBinder,
  NewPasswordField,
} from '@fees/shared-ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import type { NewPasswordFormValues } from './use-reset-password';
import styles from './reset-password-page.module.css';

/** The code rule of verification and the new-password rules of signup. */
const newPasswordSchema = verificationCodeSchema.concat(
  signupSchema.pick(['password', 'password2']),
);

const FIELD_NAMES = ['code', 'password', 'password2'] as const;

export type NewPasswordFormProps = {
  busy: boolean;
  onReset: (values: NewPasswordFormValues, placeFieldErrors: PlaceServerErrors) => Promise<void>;
};

/** Step 2: the mailed code and the new password, typed twice. */
export function NewPasswordForm({ busy, onReset }: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordFormValues>({
    resolver: yupResolver(newPasswordSchema),
    defaultValues: { code: '', password: '', password2: '' },
  });
  const field = fieldBinder(register, errors, busy);

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit((values) =>
        onReset(values, (fields) => applyServerErrors({ setError, names: FIELD_NAMES }, fields)),
      )}
    >
      <TextField
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.verificationCodeLength}
        {...field('code')}
      />
      <NewPasswordField label="New password" {...field('password')} />
      <NewPasswordField label="Confirm password" {...field('password2')} />
      <Button type="submit" width="full" busy={busy} busyText="Saving...">
        Set new password
      </Button>
    </form>
  );
}
