import type { Classroom } from '@fees/shared-data';
import { ButtonLink, DeleteRecordButton } from '@fees/shared-ui';
import { useDeleteClassroom } from './use-delete-classroom';

/** Where to go from a classroom: its students, its payments, edit, delete (docs/schools.md). */
export function ClassroomActions({ classroom }: { classroom: Classroom }) {
  const deletion = useDeleteClassroom();
  const filter = `classroom=${encodeURIComponent(classroom._id)}`;
  return (
    <>
      <ButtonLink width="auto" to={`/students?${filter}`}>
        View students
      </ButtonLink>
      <ButtonLink width="auto" to={`/payments?${filter}`}>
        View payments
      </ButtonLink>
      <ButtonLink width="auto" to={`/classrooms/${classroom._id}/edit`} variant="light">
        Edit classroom
      </ButtonLink>
      <DeleteRecordButton
        label="Delete classroom"
        title="Delete this classroom?"
        warning={`All records of ${classroom.name}, including its students, will be deleted for ${classroom.schoolName}. This cannot be undone.`}
        busy={deletion.isPending}
        onDelete={(password) => deletion.mutateAsync({ id: classroom._id, password })}
      />
    </>
  );
}
