import { PAGE_NAMES } from '@fees/shared-data';
import { PageCard, usePageTitle } from '@fees/shared-ui';
import { GuestPanel } from './guest-panel';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

export function LoginPage() {
  usePageTitle(PAGE_NAMES['/login']);
  return (
    <div className={styles.layout}>
      <PageCard
        title="Login"
        labelled
        lead="Welcome back. Sign in to manage your schools and fees."
      >
        <LoginForm />
      </PageCard>
      <GuestPanel />
    </div>
  );
}
