import { loginSchema, type LoginFormValues } from '@fees/shared-data';
import {
  applyServerErrors,
  Button,
  EmailField,
  fieldBinder,
  type PlaceServerErrors,
} from '@fees/shared-ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import styles from './reset-password-page.module.css';

type RequestCodeValues = Pick<LoginFormValues, 'email'>;

const requestCodeSchema = loginSchema.pick(['email']);

const FIELD_NAMES = ['email'] as const;

export type RequestCodeFormProps = {
  defaultEmail: string;
  busy: boolean;
  onRequest: (email: string, placeFieldErrors: PlaceServerErrors) => Promise<void>;
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
  const field = fieldBinder(register, errors, busy);

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit(({ email }) =>
        onRequest(email, (fields) => applyServerErrors({ setError, names: FIELD_NAMES }, fields)),
      )}
    >
      <EmailField {...field('email')} />
      <Button type="submit" width="full" busy={busy} busyText="Sending...">
        Send reset code
      </Button>
    </form>
  );
}
