import { usePageTitle } from '@fees/shared-ui';

export function StudentEditPage() {
  usePageTitle('Edit Student');
  return (
    <section aria-labelledby="student-edit-heading">
      <h1 id="student-edit-heading">Edit Student</h1>
    </section>
  );
}
