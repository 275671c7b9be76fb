import {
  ButtonLink,
  Card,
  EmptyState,
  LoadError,
  LoadingBox,
  CurrentSchoolFallback,
  PageLayout,
  usePageTitle,
} from '@fees/shared-ui';
import { PAGE_NAMES, useCurrentSchool, useSchoolClassrooms } from '@fees/shared-data';
import { StudentForm } from './student-form';
import { useSaveStudent } from './use-save-student';

/** /students/register: a student in one of the current school's classrooms. */
export function StudentRegisterPage() {
  usePageTitle(PAGE_NAMES['/students/register']);
  const current = useCurrentSchool();
  const school = current.school;
  const classrooms = useSchoolClassrooms(school?._id);
  const save = useSaveStudent({ schoolId: school?._id ?? '' });

  let body;
  if (!school) {
    body = <CurrentSchoolFallback current={current} purpose="register a student under it" />;
  } else if (classrooms.isError) {
    body = (
      <LoadError
        what="the classrooms"
        error={classrooms.error}
        onRetry={() => void classrooms.refetch()}
      />
    );
  } else if (classrooms.isPending) {
    body = <LoadingBox />;
  } else if (classrooms.data.items.length === 0) {
    body = (
      <EmptyState
        message={`There is no classroom registered under ${school.name}`}
        action={
          <ButtonLink to="/classrooms/register" width="auto">
            Create
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <Card>
        <StudentForm mode="create" classrooms={classrooms.data.items} onSave={save} />
      </Card>
    );
  }

  return (
    <PageLayout
      width="form"
      title="Register Student"
      subtitle={school?.name}
      backTo="/students"
      backLabel="Back to students"
    >
      {body}
    </PageLayout>
  );
}
