import { Card, CurrentSchoolPage } from '@fees/shared-ui';
import { SCHOOL_LEVEL_LABELS, presetClassOptions, useCurrentSchool } from '@fees/shared-data';
import { ClassroomForm } from './classroom-form';
import { useSaveClassroom } from './use-save-classroom';

/** /classrooms/register: a classroom under the current school. */
export function ClassroomRegisterPage() {
  const save = useSaveClassroom({ schoolId: useCurrentSchool().school?._id ?? '' });

  return (
    <CurrentSchoolPage
      path="/classrooms/register"
      backTo="/classrooms"
      width="form"
      purpose="register a classroom under it"
    >
      {(school) => (
        <Card>
          <ClassroomForm
            mode="create"
            presets={presetClassOptions(school.level)}
            levelLabel={SCHOOL_LEVEL_LABELS[school.level]}
            onSave={save}
          />
        </Card>
      )}
    </CurrentSchoolPage>
  );
}
