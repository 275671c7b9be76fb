import type { School } from '@fees/shared-data';
import { ButtonLink, RecordActions } from '@fees/shared-ui';
import { useDeleteSchool } from './use-delete-school';

/** Where to go from a school: students, classrooms, payments, edit, delete (docs/schools.md). */
export function SchoolActions({ school }: { school: School }) {
  const deletion = useDeleteSchool();
  return (
    <RecordActions
      resource="school"
      editTo={`/schools/${school._id}/edit`}
      warning={`All records, including classrooms and students, will be deleted for ${school.name}. This cannot be undone.`}
      deleting={deletion.isPending}
      onDelete={(password) => deletion.mutateAsync({ id: school._id, password })}
    >
      <ButtonLink width="auto" to="/students">
        View students
      </ButtonLink>
      <ButtonLink width="auto" to="/classrooms">
        View classrooms
      </ButtonLink>
      <ButtonLink width="auto" to="/payments">
        View payments
      </ButtonLink>
    </RecordActions>
  );
}
