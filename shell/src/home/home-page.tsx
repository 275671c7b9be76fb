import { PAGE_NAMES, useSessionStore } from '@fees/shared-data';
import {
  Button,
  ButtonLink,
  Card,
  IconContainer,
  NavIcon,
  useLogout,
  usePageTitle,
} from '@fees/shared-ui';
import { FeesProgress } from './fees-progress';
import styles from './home-page.module.css';
import { NotificationsButton } from './notifications-button';

export function HomePage() {
  usePageTitle(PAGE_NAMES['/']);
  const user = useSessionStore((state) => state.user);
  const logout = useLogout();

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
          <Button variant="light" width="auto" icon={null} onClick={() => void logout()}>
            Logout
          </Button>
        </div>
      </header>

      <div className={styles.cards}>
        <Card as="section" aria-labelledby="console-heading" className={styles.card}>
          <IconContainer size="lg">
            <NavIcon name="schools" />
          </IconContainer>
          <h2 id="console-heading" className={styles.cardTitle}>
            Management console
          </h2>
          <p className={styles.cardText}>
            Register schools, set up classrooms and their fees, and keep student records.
          </p>
          <ButtonLink to="/schools" width="full">
            Manage schools
          </ButtonLink>
        </Card>
        <Card as="section" aria-labelledby="payments-heading" className={styles.card}>
          <IconContainer size="lg" tone="success">
            <NavIcon name="payments" />
          </IconContainer>
          <h2 id="payments-heading" className={styles.cardTitle}>
            View payments
          </h2>
          <p className={styles.cardText}>
            See every fee paid into the chosen school, and take a new card payment.
          </p>
          <ButtonLink to="/payments" width="full">
            View payments
          </ButtonLink>
        </Card>
      </div>

      <footer className={styles.footer}>
        <FeesProgress />
      </footer>
    </div>
  );
}
