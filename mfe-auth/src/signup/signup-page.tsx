import { usePageTitle } from '@fees/shared-ui';

export function SignupPage() {
  usePageTitle('Signup');
  return (
    <section aria-labelledby="signup-heading">
      <h1 id="signup-heading">Signup</h1>
    </section>
  );
}
