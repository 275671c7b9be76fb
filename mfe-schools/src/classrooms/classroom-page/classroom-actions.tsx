import { mayDo } from '@fees/shared-data';
import type { Classroom, SchoolRole } from '@fees/shared-data/core';
import { ButtonLink } from '@fees/shared-ui';
import { RecordActions } from '@fees/shared-ui/pages';
import { SendRemindersButton } from '@fees/shared-ui/pay-link';
import { useDeleteClassroom } from './use-delete-classroom';

export type ClassroomActionsProps = {
  classroom: Classroom;
  /** The person's role in the classroom's school, which decides what is offered. */
  role: SchoolRole | undefined;
};

/**
 * Where to go from a classroom: its students, its payments, reminders to parents who owe (owner
 * or bursar), edit and delete (owner); docs/schools.md, docs/staff.md#the-roles.
 */
export function ClassroomActions({ classroom, role }: ClassroomActionsProps) {
  const deletion = useDeleteClassroom();
  const filter = `classroom=${encodeURIComponent(classroom._id)}`;
  const offered = (
    <>
      <ButtonLink width="auto" to={`/students?${filter}`}>
        View students
      </ButtonLink>
      <ButtonLink width="auto" to={`/payments?${filter}`}>
        View payments
      </ButtonLink>
      {mayDo(role, 'sendReminders') ? <SendRemindersButton classroom={classroom} /> : null}
    </>
  );
  if (!mayDo(role, 'changeClasses')) return offered;
  return (
    <RecordActions
      resource="classroom"
      editTo={`/classrooms/${classroom._id}/edit`}
      warning={`All records of ${classroom.name}, including its students, will be deleted for ${classroom.schoolName}. This cannot be undone.`}
      deleting={deletion.isPending}
      onDelete={(password) => deletion.mutateAsync({ id: classroom._id, password })}
    >
      {offered}
    </RecordActions>
  );
}
