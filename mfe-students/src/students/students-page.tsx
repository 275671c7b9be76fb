import { usePageTitle } from '@fees/shared-ui';

export function StudentsPage() {
  usePageTitle('Students');
  return (
    <section aria-labelledby="students-heading">
      <h1 id="students-heading">Students</h1>
    </section>
  );
}
