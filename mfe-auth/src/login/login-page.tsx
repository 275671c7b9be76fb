import { usePageTitle } from '@fees/shared-ui';

export function LoginPage() {
  usePageTitle('Login');
  return (
    <section aria-labelledby="login-heading">
      <h1 id="login-heading">Login</h1>
    </section>
  );
}
