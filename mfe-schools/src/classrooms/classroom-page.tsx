import { usePageTitle } from '@fees/shared-ui';

export function ClassroomPage() {
  usePageTitle('Classroom');
  return (
    <section aria-labelledby="classroom-heading">
      <h1 id="classroom-heading">Classroom</h1>
    </section>
  );
}
