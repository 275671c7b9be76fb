import { Card, usePageTitle } from '@fees/shared-ui';
import { GuestPanel } from './guest-panel';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

export function LoginPage() {
  usePageTitle('Login');
  return (
    <div className={styles.layout}>
      <Card as="section" aria-labelledby="login-heading" className={styles.account}>
        <h1 id="login-heading" className={styles.title}>
          Login
        </h1>
        <p className={styles.lead}>Welcome back. Sign in to manage your schools and fees.</p>
        <LoginForm />
      </Card>
      <GuestPanel />
    </div>
  );
}
