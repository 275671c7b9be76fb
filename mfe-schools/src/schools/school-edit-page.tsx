import {
  Card,
  LoadError,
  LoadingBox,
  NotFoundPage,
  PageHeader,
  usePageTitle,
} from '@fees/shared-ui';
import { useParams } from 'react-router';
import { SchoolForm } from './school-form';
import { useSaveSchool } from './use-save-school';
import { useSchool } from './use-school';
import styles from './form-page.module.css';

/** /schools/{schoolId}/edit: the school form prefilled; Save once something differs. */
export function SchoolEditPage() {
  const { schoolId = '' } = useParams();
  const { data: school, isPending, error, notFound, refetch } = useSchool(schoolId);
  const save = useSaveSchool(schoolId);
  usePageTitle(notFound ? 'Not found' : 'Edit School');

  if (notFound) {
    return <NotFoundPage what="school" backTo="/schools" backLabel="Back to schools" />;
  }

  let body;
  if (isPending) {
    body = <LoadingBox />;
  } else if (!school) {
    body = <LoadError what="this school" error={error} onRetry={() => void refetch()} />;
  } else {
    body = (
      <Card>
        <SchoolForm
          mode="edit"
          initialValues={{
            schoolName: school.name,
            schoolAddress: school.address,
            level: school.level,
          }}
          onSave={save}
        />
      </Card>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Edit School"
        subtitle={school?.name}
        backTo={`/schools/${schoolId}`}
        backLabel="Back to school"
      />
      {body}
    </div>
  );
}
