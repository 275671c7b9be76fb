import { usePageTitle } from '@fees/shared-ui';

export function VerifyEmailPage() {
  usePageTitle('Verify Email');
  return (
    <section aria-labelledby="verify-email-heading">
      <h1 id="verify-email-heading">Verify Email</h1>
    </section>
  );
}
