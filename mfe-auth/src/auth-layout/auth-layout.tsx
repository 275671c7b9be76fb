import { Outlet } from 'react-router';
import { AuthTabs } from './auth-tabs';
import styles from './auth-layout.module.css';

export type AuthLayoutProps = {
  /** Login and Signup share the tabs; the other screens show the page alone. */
  tabs?: boolean;
};

/**
 * The whole page around the sign-in screens (the shell adds no dashboard around them): the brand,
 * the Login / Signup tabs where they apply, the screen, and a short footer.
 */
export function AuthLayout({ tabs = false }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <span className={styles.mark} aria-hidden="true">
          F
        </span>
        <span className={styles.name}>Fees Manager</span>
        <span className={styles.tagline}>School fees, collected and accounted for</span>
      </header>
      <main className={styles.main}>
        {tabs ? <AuthTabs /> : null}
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>Card payments are processed by Paystack. Amounts are in Naira (NGN).</p>
      </footer>
    </div>
  );
}
