import { usePageTitle } from '@fees/shared-ui';

export function ClassroomsPage() {
  usePageTitle('Classrooms');
  return (
    <section aria-labelledby="classrooms-heading">
      <h1 id="classrooms-heading">Classrooms</h1>
    </section>
  );
}
