import { signupSchema, type SignupFormValues } from '@fees/shared-data';
import {
  applyServerErrors,
  Button,
  Callout,
  EmailField,
  fieldBinder,
  FieldGrid,
  LoadingBox,
  NewPasswordField,
  PhoneField,
  TextField,
} from '@fees/shared-ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { readSignupState } from './signup-state';
import { useSignup } from './use-signup';
import styles from './signup-page.module.css';

const EMPTY: SignupFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  password: '',
  password2: '',
};

const FIELD_NAMES = Object.keys(EMPTY) as (keyof SignupFormValues)[];

/**
 * The signup rules and messages of docs/forms.md; what was typed stays on any failure. Arriving from
 * an invitation, the invited address is filled in.
 */
export function SignupForm() {
  const { signup, busy, created, problem } = useSignup();
  const { state } = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupFormValues>({
    resolver: yupResolver(signupSchema),
    defaultValues: { ...EMPTY, email: readSignupState(state).email },
  });
  const field = fieldBinder(register, errors, busy);

  const submit = handleSubmit((values) =>
    signup(values, (fields) => applyServerErrors({ setError, names: FIELD_NAMES }, fields)),
  );

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <FieldGrid>
        <TextField label="First name" autoComplete="given-name" {...field('firstname')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
        <EmailField hint="We will e-mail you a 6-digit code to verify it." {...field('email')} />
        <PhoneField {...field('phone')} />
        <NewPasswordField label="Password" {...field('password')} />
        <NewPasswordField label="Confirm password" {...field('password2')} />
      </FieldGrid>
      {problem ? (
        <Callout tone="danger" role="alert">
          {problem}
        </Callout>
      ) : null}
      {busy ? (
        <LoadingBox
          size="inline"
          text={
            created ? 'Account created. Taking you to verification...' : 'Creating your account...'
          }
        />
      ) : null}
      <Button type="submit" width="full" busy={busy} busyText="Creating account...">
        Create account
      </Button>
      {/* Switching to /login keeps what came here: an invitation's return and address. */}
      <p className={styles.switch}>
        Already have an account?{' '}
        <Link to="/login" state={state}>
          Log in
        </Link>
      </p>
    </form>
  );
}
