import { Card, PageHeader, usePageTitle } from '@fees/shared-ui';
import { SchoolForm } from './school-form';
import { useSaveSchool } from './use-save-school';
import styles from './form-page.module.css';

/** /schools/register. */
export function SchoolRegisterPage() {
  usePageTitle('Register School');
  const save = useSaveSchool();
  return (
    <div className={styles.page}>
      <PageHeader title="Register School" backTo="/schools" backLabel="Back to schools" />
      <Card>
        <SchoolForm mode="create" onSave={save} />
      </Card>
    </div>
  );
}
