import {
  Card,
  LoadError,
  LoadingBox,
  NotFoundPage,
  PageHeader,
  usePageTitle,
} from '@fees/shared-ui';
import { SCHOOL_LEVEL_LABELS, presetClassOptions, schoolQueryOptions } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ClassroomForm } from './classroom-form';
import { useClassroom } from './use-classroom';
import { useSaveClassroom } from './use-save-classroom';
import styles from './form-page.module.css';

/** /classrooms/{classId}/edit: the classroom form prefilled, with Reset and a way back. */
export function ClassroomEditPage() {
  const { classId = '' } = useParams();
  const { data: classroom, isPending, error, notFound, refetch } = useClassroom(classId);
  // The presets follow the classroom's own school's level.
  const { data: school } = useQuery({
    ...schoolQueryOptions(classroom?.schoolId ?? ''),
    enabled: classroom !== undefined,
  });
  const save = useSaveClassroom({ classroomId: classId });
  usePageTitle(notFound ? 'Not found' : 'Edit Classroom');

  if (notFound) {
    return <NotFoundPage what="classroom" backTo="/classrooms" backLabel="Back to classrooms" />;
  }

  let body;
  if (isPending) {
    body = <LoadingBox />;
  } else if (!classroom) {
    body = <LoadError what="this classroom" error={error} onRetry={() => void refetch()} />;
  } else {
    body = (
      <Card>
        <ClassroomForm
          mode="edit"
          initialValues={{
            classroomName: classroom.name,
            classTeacher: classroom.classTeacher,
            feesPerChild: String(classroom.classFees),
          }}
          presets={school ? presetClassOptions(school.level) : []}
          levelLabel={school ? SCHOOL_LEVEL_LABELS[school.level] : undefined}
          onSave={save}
        />
      </Card>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Edit Classroom"
        subtitle={classroom ? `${classroom.name}, ${classroom.schoolName}` : undefined}
        backTo={`/classrooms/${classId}`}
        backLabel="Back to classroom"
      />
      {body}
    </div>
  );
}
