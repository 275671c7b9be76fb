import { RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import { schoolQueryOptions } from '@fees/shared-data';
import { type Classroom, presetClassOptions, SCHOOL_LEVEL_LABELS } from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ClassroomForm } from './classroom-form';
import { useClassroom } from '../classroom-page/use-classroom';
import { useSaveClassroom } from './use-save-classroom';

/**
 * /classrooms/{classId}/edit: the classroom form prefilled, with Reset and a way back, for the
 * owner of its school.
 */
export function ClassroomEditPage() {
  const { classId = '' } = useParams();
  const query = useClassroom(classId);
  const classroom = query.data;
  // The presets follow the classroom's own school's level.
  const { data: school } = useQuery({
    ...schoolQueryOptions(classroom?.schoolId ?? ''),
    enabled: classroom !== undefined,
  });
  const save = useSaveClassroom({ classroomId: classId });

  return (
    <RecordEditPage<Classroom>
      resource="classroom"
      subtitle={classroom ? `${classroom.name}, ${classroom.schoolName}` : undefined}
      id={classId}
      query={query}
    >
      {(record) => (
        <RoleGate role={query.role} action="changeClasses">
          <ClassroomForm
            mode="edit"
            initialValues={{
              name: record.name,
              classTeacher: record.classTeacher,
              classFees: String(record.classFees),
            }}
            presets={school ? presetClassOptions(school.level) : []}
            levelLabel={school ? SCHOOL_LEVEL_LABELS[school.level] : undefined}
            onSave={save}
          />
        </RoleGate>
      )}
    </RecordEditPage>
  );
}
