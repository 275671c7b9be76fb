import { invitationPath } from '@fees/shared-data';
import { ButtonLink } from '@fees/shared-ui';
import styles from './invite-page.module.css';

export type SignedOutChoicesProps = {
  token: string;
  email: string;
};

/**
 * Logging in, or signing up, verifying and logging in, brings the person back here with the
 * invited address filled in: both links hand on this page and the address in navigation state, as
 * the shell's guard hands /login the page a session ended on (docs/staff.md#accepting-an-invitation).
 */
export function SignedOutChoices({ token, email }: SignedOutChoicesProps) {
  const state = { from: { pathname: invitationPath(token) }, email };
  return (
    <>
      <p className={styles.text}>Log in or create an account with {email} to accept it.</p>
      <div className={styles.actions}>
        <ButtonLink to="/login" state={state} width="full">
          Log in
        </ButtonLink>
        <ButtonLink to="/signup" state={state} variant="light" width="full">
          Create an account
        </ButtonLink>
      </div>
    </>
  );
}
