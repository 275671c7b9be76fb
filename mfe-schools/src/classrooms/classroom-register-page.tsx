import { Card, CurrentSchoolFallback, PageLayout, usePageTitle } from '@fees/shared-ui';
import { PAGE_NAMES, useCurrentSchool } from '@fees/shared-data';
import { SCHOOL_LEVEL_LABELS, presetClassOptions } from '@fees/shared-data';
import { ClassroomForm } from './classroom-form';
import { useSaveClassroom } from './use-save-classroom';

/** /classrooms/register: a classroom under the current school. */
export function ClassroomRegisterPage() {
  usePageTitle(PAGE_NAMES['/classrooms/register']);
  const current = useCurrentSchool();
  const school = current.school;
  const save = useSaveClassroom({ schoolId: school?._id ?? '' });

  const body = school ? (
    <Card>
      <ClassroomForm
        mode="create"
        presets={presetClassOptions(school.level)}
        levelLabel={SCHOOL_LEVEL_LABELS[school.level]}
        onSave={save}
      />
    </Card>
  ) : (
    <CurrentSchoolFallback current={current} purpose="register a classroom under it" />
  );

  return (
    <PageLayout
      width="form"
      title="Register Classroom"
      subtitle={school?.name}
      backTo="/classrooms"
      backLabel="Back to classrooms"
    >
      {body}
    </PageLayout>
  );
}
