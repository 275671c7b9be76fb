import { PAGE_NAMES } from '@fees/shared-data';
import { ButtonLink, Callout, PageCard, usePageTitle } from '@fees/shared-ui';
import { Link } from 'react-router';
import { NewPasswordForm } from './new-password-form';
import { RequestCodeForm } from './request-code-form';
import { useResetPassword } from './use-reset-password';
import styles from './reset-password-page.module.css';

export function ResetPasswordPage() {
  usePageTitle(PAGE_NAMES['/reset-password']);
  const { email, busy, problem, done, requestCode, resetPassword, changeEmail } =
    useResetPassword();

  return (
    // Not a labelled region: 'Reset Password' would also answer to a search for a password field.
    <PageCard
      title="Reset Password"
      width="narrow"
      lead={
        done || email
          ? undefined
          : 'Enter the e-mail address of your account. We will send you a 6-digit code to set a new password.'
      }
    >
      {done ? (
        <Callout tone="success" role="status" title="Your password has been reset.">
          <p>You can now log in with your new password.</p>
        </Callout>
      ) : email ? (
        <>
          <Callout tone="success" role="status" title={`A reset code has been sent to ${email}.`}>
            <p>Please check your mail. The code is valid for 5 minutes.</p>
          </Callout>
          <NewPasswordForm busy={busy} onReset={resetPassword} />
          <div className={styles.links}>
            {/* This step has no e-mail box: a refused address is said below the form. */}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => void requestCode(email, (fields) => Object.values(fields))}
            >
              Send a new code
            </button>
            <button type="button" className={styles.linkButton} onClick={changeEmail}>
              Use a different e-mail
            </button>
          </div>
        </>
      ) : (
        <RequestCodeForm defaultEmail="" busy={busy} onRequest={requestCode} />
      )}
      {problem ? (
        <Callout tone="danger" role="alert">
          {problem}
        </Callout>
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
    </PageCard>
  );
}
