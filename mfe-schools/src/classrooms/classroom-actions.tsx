import type { Classroom } from '@fees/shared-data';
import { ButtonLink } from '@fees/shared-ui';
import { DeleteClassroomButton } from './delete-classroom-button';

/** Where to go from a classroom (SPEC §2): its students, its payments, edit, delete. */
export function ClassroomActions({ classroom }: { classroom: Classroom }) {
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
      <DeleteClassroomButton classroom={classroom} />
    </>
  );
}
