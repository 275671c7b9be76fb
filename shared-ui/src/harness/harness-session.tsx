import { useSessionStore } from '@fees/shared-data';
import styles from './remote-harness.module.css';

/** Lets a remote's team sign in as the guest without the shell's login screens. */
export function HarnessSession() {
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const loginGuest = useSessionStore((state) => state.loginGuest);
  const logout = useSessionStore((state) => state.logout);

  if (status === 'restoring') return <span>Restoring session…</span>;
  return user ? (
    <span className={styles.session}>
      Signed in as {user.email}
      <button type="button" className={styles.action} onClick={() => void logout()}>
        Sign out
      </button>
    </span>
  ) : (
    <button type="button" className={styles.action} onClick={() => void loginGuest()}>
      Sign in as guest
    </button>
  );
}
