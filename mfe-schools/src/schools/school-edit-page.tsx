import { usePageTitle } from '@fees/shared-ui';

export function SchoolEditPage() {
  usePageTitle('Edit School');
  return (
    <section aria-labelledby="school-edit-heading">
      <h1 id="school-edit-heading">Edit School</h1>
    </section>
  );
}
