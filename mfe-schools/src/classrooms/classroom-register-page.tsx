import { usePageTitle } from '@fees/shared-ui';

export function ClassroomRegisterPage() {
  usePageTitle('Register Classroom');
  return (
    <section aria-labelledby="classroom-register-heading">
      <h1 id="classroom-register-heading">Register Classroom</h1>
    </section>
  );
}
