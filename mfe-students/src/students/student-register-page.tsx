import { usePageTitle } from '@fees/shared-ui';

export function StudentRegisterPage() {
  usePageTitle('Register Student');
  return (
    <section aria-labelledby="student-register-heading">
      <h1 id="student-register-heading">Register Student</h1>
    </section>
  );
}
