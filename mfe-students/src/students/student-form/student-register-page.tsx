import { ButtonLink, Card } from '@fees/shared-ui';
import { CurrentSchoolPage, EmptyState, Loaded, RoleGate } from '@fees/shared-ui/pages';
import { mayDo, useCurrentSchool, useSchoolClassrooms } from '@fees/shared-data';
import { StudentForm } from './student-form';
import { useSaveStudent } from './use-save-student';

/**
 * /students/register: a student in one of the current school's classrooms, by its owner or
 * bursar. Without a classroom, only the owner, who adds classes, is pointed to the way to add one.
 */
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
        <RoleGate role={school.role} action="registerStudents">
          <Loaded query={classrooms} what="the classrooms">
            {({ items }) =>
              items.length === 0 ? (
                <EmptyState
                  message={`There is no classroom registered under ${school.name}`}
                  action={
                    mayDo(school.role, 'changeClasses') ? (
                      <ButtonLink to="/classrooms/register" width="auto">
                        Create
                      </ButtonLink>
                    ) : undefined
                  }
                />
              ) : (
                <Card>
                  <StudentForm
                    mode="create"
                    classrooms={items}
                    schoolId={school._id}
                    onSave={save}
                  />
                </Card>
              )
            }
          </Loaded>
        </RoleGate>
      )}
    </CurrentSchoolPage>
  );
}
