import { usePageTitle } from '@fees/shared-ui';

export function SchoolRegisterPage() {
  usePageTitle('Register School');
  return (
    <section aria-labelledby="school-register-heading">
      <h1 id="school-register-heading">Register School</h1>
    </section>
  );
}
