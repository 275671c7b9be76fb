import { usePageTitle } from '@fees/shared-ui';

export function SchoolPage() {
  usePageTitle('School');
  return (
    <section aria-labelledby="school-heading">
      <h1 id="school-heading">School</h1>
    </section>
  );
}
