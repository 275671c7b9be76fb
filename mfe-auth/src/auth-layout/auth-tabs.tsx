import { Link, useLocation } from 'react-router';
import styles from './auth-layout.module.css';

const TABS = [
  { segment: 'login', label: 'Login' },
  { segment: 'signup', label: 'Signup' },
] as const;

/** The active tab follows the last segment of the path, so each tab has an address to share. */
function lastSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean).at(-1) ?? '';
}

/**
 * Switching tabs keeps the navigation state that came (an invitation's return and address, the
 * page a session ended on): each screen reads and checks only what it uses.
 */
export function AuthTabs() {
  const { pathname, state } = useLocation();
  const active = lastSegment(pathname);
  return (
    <nav aria-label="Login or signup" className={styles.tabs}>
      {TABS.map(({ segment, label }) => {
        const current = segment === active;
        return (
          <Link
            key={segment}
            to={`/${segment}`}
            state={state}
            aria-current={current ? 'page' : undefined}
            className={current ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
