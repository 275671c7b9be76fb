import type { School } from '@fees/shared-data';
import { ButtonLink, DeleteRecordButton } from '@fees/shared-ui';
import { useDeleteSchool } from './use-delete-school';

/** Where to go from a school: students, classrooms, payments, edit, delete (docs/schools.md). */
export function SchoolActions({ school }: { school: School }) {
  const deletion = useDeleteSchool();
  return (
    <>
      <ButtonLink width="auto" to="/students">
        View students
      </ButtonLink>
      <ButtonLink width="auto" to="/classrooms">
        View classrooms
      </ButtonLink>
      <ButtonLink width="auto" to="/payments">
        View payments
      </ButtonLink>
      <ButtonLink width="auto" to={`/schools/${school._id}/edit`} variant="light">
        Edit school
      </ButtonLink>
      <DeleteRecordButton
        label="Delete school"
        title="Delete this school?"
        warning={`All records, including classrooms and students, will be deleted for ${school.name}. This cannot be undone.`}
        busy={deletion.isPending}
        onDelete={(password) => deletion.mutateAsync({ id: school._id, password })}
      />
    </>
  );
}
