import { ButtonLink, Card, CurrentSchoolPage, EmptyState, Loaded } from '@fees/shared-ui';
import { useCurrentSchool, useSchoolClassrooms } from '@fees/shared-data';
import { StudentForm } from './student-form';
import { useSaveStudent } from './use-save-student';

/** /students/register: a student in one of the current school's classrooms. */
export function StudentRegisterPage() {
  const schoolId = useCurrentSchool().school?._id;
  const classrooms = useSchoolClassrooms(schoolId);
  const save = useSaveStudent({ schoolId: schoolId ?? '' });

  return (
    <CurrentSchoolPage
      path="/students/register"
      backTo="/students"
      width="form"
      purpose="register a student under it"
    >
      {(school) => (
        <Loaded query={classrooms} what="the classrooms">
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState
                message={`There is no classroom registered under ${school.name}`}
                action={
                  <ButtonLink to="/classrooms/register" width="auto">
                    Create
                  </ButtonLink>
                }
              />
            ) : (
              <Card>
                <StudentForm mode="create" classrooms={items} onSave={save} />
              </Card>
            )
          }
        </Loaded>
      )}
    </CurrentSchoolPage>
  );
}
