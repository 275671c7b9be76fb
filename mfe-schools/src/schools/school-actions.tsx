import type { School } from '@fees/shared-data';
import { ButtonLink } from '@fees/shared-ui';
import { DeleteSchoolButton } from './delete-school-button';

/** Where to go from a school (SPEC §2): its students, classrooms, payments, edit, delete. */
export function SchoolActions({ school }: { school: School }) {
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
      <DeleteSchoolButton school={school} />
    </>
  );
}
