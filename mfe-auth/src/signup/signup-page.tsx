import { Card, usePageTitle } from '@fees/shared-ui';
import { SignupForm } from './signup-form';
import styles from './signup-page.module.css';

export function SignupPage() {
  usePageTitle('Signup');
  return (
    <Card as="section" aria-labelledby="signup-heading" className={styles.card}>
      <h1 id="signup-heading" className={styles.title}>
        Signup
      </h1>
      <p className={styles.lead}>
        Create your account to register your schools, classrooms and students and to collect fees.
      </p>
      <SignupForm />
    </Card>
  );
}
