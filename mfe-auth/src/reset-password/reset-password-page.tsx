import { ButtonLink, Card, usePageTitle } from '@fees/shared-ui';
import { Link } from 'react-router';
import { NewPasswordForm } from './new-password-form';
import { RequestCodeForm } from './request-code-form';
import { useResetPassword } from './use-reset-password';
import styles from './reset-password-page.module.css';

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { email, busy, problem, done, requestCode, resetPassword, changeEmail } =
    useResetPassword();

  return (
    // Not a labelled region: 'Reset Password' would also answer to a search for a password field.
    <Card className={styles.card}>
      <h1 className={styles.title}>Reset Password</h1>
      {done ? (
        <div role="status" className={styles.success}>
          <p className={styles.headline}>Your password has been reset.</p>
          <p>You can now log in with your new password.</p>
        </div>
      ) : email ? (
        <>
          <div role="status" className={styles.success}>
            <p className={styles.headline}>A reset code has been sent to {email}.</p>
            <p>Please check your mail. The code is valid for 5 minutes.</p>
          </div>
          <NewPasswordForm busy={busy} onReset={resetPassword} />
          <div className={styles.links}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => void requestCode(email, () => undefined)}
            >
              Send a new code
            </button>
            <button type="button" className={styles.linkButton} onClick={changeEmail}>
              Use a different e-mail
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.lead}>
            Enter the e-mail address of your account. We will send you a 6-digit code to set a new
            password.
          </p>
          <RequestCodeForm defaultEmail="" busy={busy} onRequest={requestCode} />
        </>
      )}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {done ? (
        <ButtonLink to="/login" width="full">
          Go to login
        </ButtonLink>
      ) : (
        <p className={styles.back}>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      )}
    </Card>
  );
}
