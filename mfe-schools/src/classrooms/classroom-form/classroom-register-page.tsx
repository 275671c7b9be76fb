import { Card } from '@fees/shared-ui';
import { CurrentSchoolPage, RoleGate } from '@fees/shared-ui/pages';
import { useCurrentSchool } from '@fees/shared-data';
import { SCHOOL_LEVEL_LABELS, presetClassOptions } from '@fees/shared-data/core';
import { ClassroomForm } from './classroom-form';
import { useSaveClassroom } from './use-save-classroom';

/** /classrooms/register: a classroom under the current school, by its owner. */
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
        <RoleGate role={school.role} action="changeClasses">
          <Card>
            <ClassroomForm
              mode="create"
              presets={presetClassOptions(school.level)}
              levelLabel={SCHOOL_LEVEL_LABELS[school.level]}
              onSave={save}
            />
          </Card>
        </RoleGate>
      )}
    </CurrentSchoolPage>
  );
}
