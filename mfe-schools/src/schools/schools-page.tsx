import { usePageTitle } from '@fees/shared-ui';

export function SchoolsPage() {
  usePageTitle('Schools');
  return (
    <section aria-labelledby="schools-heading">
      <h1 id="schools-heading">Schools</h1>
    </section>
  );
}
