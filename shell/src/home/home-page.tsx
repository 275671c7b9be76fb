import { PAGE_NAMES, useSessionStore } from '@fees/shared-data';
import { Button, ButtonLink, useLogoutRequest, usePageTitle } from '@fees/shared-ui';
import { FeesProgress } from './fees-progress';
import { HomeCard } from './home-card';
import styles from './home-page.module.css';
import { NotificationsButton } from './notifications-button';
import { PendingVoids } from './pending-voids';

export function HomePage() {
  usePageTitle(PAGE_NAMES['/']);
  const user = useSessionStore((state) => state.user);
  const logout = useLogoutRequest();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <p className={styles.kicker}>Dashboard</p>
          <h1 className={styles.title}>Hello, {user?.firstname}</h1>
        </div>
        <div className={styles.actions}>
          <NotificationsButton />
          <ButtonLink to="/profile" variant="light" width="auto" icon={null}>
            Profile
          </ButtonLink>
          <Button variant="light" width="auto" icon={null} onClick={logout.request}>
            Logout
          </Button>
          {logout.confirm}
        </div>
      </header>

      <PendingVoids />

      <div className={styles.cards}>
        <HomeCard
          icon="schools"
          title="Management console"
          text="Register schools, set up classrooms and their fees, and keep student records."
          to="/schools"
          action="Manage schools"
        />
        <HomeCard
          icon="payments"
          tone="success"
          title="View payments"
          text="See every fee paid into the chosen school, and take a new card payment."
          to="/payments"
          action="View payments"
        />
      </div>

      <footer className={styles.footer}>
        <FeesProgress />
      </footer>
    </div>
  );
}
