import { loginSchema, type LoginFormValues } from '@fees/shared-data';
import { Button, ButtonLink, TextField, fieldBinder, EmailField } from '@fees/shared-ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { prefilledEmail } from './prefilled-email';
import { returnFrom } from './return-path';
import { useLogin } from './use-login';
import styles from './login-page.module.css';

/**
 * E-mail and password, both required ('Email is required', 'Password is required'). Arriving from
 * a verified e-mail or an invitation, the address is filled in.
 */
export function LoginForm() {
  const { login, busy, problem } = useLogin();
  const { state } = useLocation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: prefilledEmail(state), password: '' },
  });
  const field = fieldBinder(register, errors);

  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit((values) => login(values))}>
      <EmailField {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      {problem ? (
        <div role="alert" className={styles.problem}>
          <p>{problem.message}</p>
          {problem.unverified ? (
            <ButtonLink
              to="/verify-email"
              state={{ email: getValues('email'), from: returnFrom(state) }}
              variant="light"
              width="auto"
            >
              Verify your e-mail
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" width="full" busy={busy} busyText="Logging in...">
        Login
      </Button>
      {/* Switching to /signup keeps what came here: an invitation's return and address. */}
      <p className={styles.switch}>
        New to Fees Manager?{' '}
        <Link to="/signup" state={state}>
          Create an account
        </Link>
      </p>
    </form>
  );
}
