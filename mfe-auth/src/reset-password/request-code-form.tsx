import { loginSchema, type LoginFormValues } from '@fees/shared-data';
import { Button, TextField } from '@fees/shared-ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import type { SetFieldError } from './use-reset-password';
import styles from './reset-password-page.module.css';

type RequestCodeValues = Pick<LoginFormValues, 'email'>;

const requestCodeSchema = loginSchema.pick(['email']);

export type RequestCodeFormProps = {
  defaultEmail: string;
  busy: boolean;
  onRequest: (email: string, setFieldError: SetFieldError) => Promise<void>;
};

/** Step 1: the account's e-mail, where the reset code is sent. */
export function RequestCodeForm({ defaultEmail, busy, onRequest }: RequestCodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RequestCodeValues>({
    resolver: yupResolver(requestCodeSchema),
    defaultValues: { email: defaultEmail },
  });

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit(({ email }) =>
        onRequest(email, (field, message) => {
          if (field === 'email') setError('email', { type: 'server', message });
        }),
      )}
    >
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        readOnly={busy}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" width="full" busy={busy} busyText="Sending...">
        Send reset code
      </Button>
    </form>
  );
}
