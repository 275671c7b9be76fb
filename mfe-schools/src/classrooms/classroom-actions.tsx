import type { Classroom } from '@fees/shared-data';
import { ButtonLink, RecordActions } from '@fees/shared-ui';
import { SendRemindersButton } from './send-reminders-button';
import { useDeleteClassroom } from './use-delete-classroom';

/**
 * Where to go from a classroom: its students, its payments, reminders to parents who owe, edit,
 * delete (docs/schools.md).
 */
export function ClassroomActions({ classroom }: { classroom: Classroom }) {
  const deletion = useDeleteClassroom();
  const filter = `classroom=${encodeURIComponent(classroom._id)}`;
  return (
    <RecordActions
      resource="classroom"
      editTo={`/classrooms/${classroom._id}/edit`}
      warning={`All records of ${classroom.name}, including its students, will be deleted for ${classroom.schoolName}. This cannot be undone.`}
      deleting={deletion.isPending}
      onDelete={(password) => deletion.mutateAsync({ id: classroom._id, password })}
    >
      <ButtonLink width="auto" to={`/students?${filter}`}>
        View students
      </ButtonLink>
      <ButtonLink width="auto" to={`/payments?${filter}`}>
        View payments
      </ButtonLink>
      <SendRemindersButton classroom={classroom} />
    </RecordActions>
  );
}
