import { Button } from '@fees/shared-ui';
import { useLogOutHere } from './use-log-out-here';
import styles from './invite-page.module.css';

export type OtherAccountProps = {
  signedInAs: string;
  invitedEmail: string;
};

/** Signed in as someone else: the server would refuse them, so say whom to sign in as. */
export function OtherAccount({ signedInAs, invitedEmail }: OtherAccountProps) {
  const { logOut, busy } = useLogOutHere();
  return (
    <>
      <p className={styles.text}>
        You are signed in as {signedInAs}. This invitation is for {invitedEmail}.
      </p>
      <Button
        variant="light"
        width="full"
        icon={null}
        busy={busy}
        busyText="Logging out..."
        onClick={() => void logOut()}
      >
        Log out
      </Button>
    </>
  );
}
