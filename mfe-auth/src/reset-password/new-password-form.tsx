import { LIMITS, signupSchema, verificationCodeSchema } from '@fees/shared-data';
import { Button, TextField } from '@fees/shared-ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import type { NewPasswordFormValues, SetFieldError } from './use-reset-password';
import styles from './reset-password-page.module.css';

/** The code rule of verification and the new-password rules of signup (SPEC §5). */
const newPasswordSchema = verificationCodeSchema.concat(
  signupSchema.pick(['password1', 'password2']),
);

export type NewPasswordFormProps = {
  busy: boolean;
  onReset: (values: NewPasswordFormValues, setFieldError: SetFieldError) => Promise<void>;
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
    defaultValues: { code: '', password1: '', password2: '' },
  });

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit((values) =>
        onReset(values, (field, message) => {
          if (field !== 'email') setError(field, { type: 'server', message });
        }),
      )}
    >
      <TextField
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.verificationCodeLength}
        readOnly={busy}
        error={errors.code?.message}
        {...register('code')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        readOnly={busy}
        error={errors.password1?.message}
        {...register('password1')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        readOnly={busy}
        error={errors.password2?.message}
        {...register('password2')}
      />
      <Button type="submit" width="full" busy={busy} busyText="Saving...">
        Set new password
      </Button>
    </form>
  );
}
