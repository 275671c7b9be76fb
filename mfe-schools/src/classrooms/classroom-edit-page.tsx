import { usePageTitle } from '@fees/shared-ui';

export function ClassroomEditPage() {
  usePageTitle('Edit Classroom');
  return (
    <section aria-labelledby="classroom-edit-heading">
      <h1 id="classroom-edit-heading">Edit Classroom</h1>
    </section>
  );
}
