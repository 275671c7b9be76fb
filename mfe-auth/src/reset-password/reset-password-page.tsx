import { usePageTitle } from '@fees/shared-ui';

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  return (
    <section aria-labelledby="reset-password-heading">
      <h1 id="reset-password-heading">Reset Password</h1>
    </section>
  );
}
