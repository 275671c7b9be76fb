import { PAGE_NAMES } from '@fees/shared-data';
import { Card, usePageTitle } from '@fees/shared-ui';
import { PageLayout } from '@fees/shared-ui/pages';
import { SchoolForm } from './school-form';
import { useSaveSchool } from './use-save-school';

/** /schools/register. */
export function SchoolRegisterPage() {
  usePageTitle(PAGE_NAMES['/schools/register']);
  const save = useSaveSchool();
  return (
    <PageLayout width="form" title="Register School" backTo="/schools" backLabel="Back to schools">
      <Card>
        <SchoolForm mode="create" onSave={save} />
      </Card>
    </PageLayout>
  );
}
