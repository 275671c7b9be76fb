import { usePageTitle } from '@fees/shared-ui';

export function StudentPage() {
  usePageTitle('Student');
  return (
    <section aria-labelledby="student-heading">
      <h1 id="student-heading">Student</h1>
    </section>
  );
}
