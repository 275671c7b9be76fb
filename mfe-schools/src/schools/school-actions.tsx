import { roleMay, type School } from '@fees/shared-data';
import { ButtonLink, RecordActions } from '@fees/shared-ui';
import { SetTermButton } from './set-term-button';
import { StartNextTermButton } from './start-next-term-button';
import { useTerms } from './use-terms';
import { useDeleteSchool } from './use-delete-school';

/**
 * Where to go from a school: students, classrooms, payments, its staff (the owner's alone), the
 * next term, edit, delete (docs/schools.md, docs/terms.md, docs/staff.md).
 */
export function SchoolActions({ school }: { school: School }) {
  const deletion = useDeleteSchool();
  const { current } = useTerms(school._id);
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
      {roleMay(school.role, 'manage') ? (
        <ButtonLink width="auto" to={`/schools/${school._id}/staff`}>
          Staff
        </ButtonLink>
      ) : null}
      <StartNextTermButton school={school} />
      {current ? <SetTermButton school={school} current={current} /> : null}
    </RecordActions>
  );
}
