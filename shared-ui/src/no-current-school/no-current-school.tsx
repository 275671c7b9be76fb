import { ButtonLink } from '../button/button-link';
import { EmptyState } from '../empty-state/empty-state';

export type NoCurrentSchoolProps = {
  /** What the user came to do, e.g. 'see its students': ends the sentence. */
  purpose: string;
};

/**
 * Classrooms, students and payments belong to a school: without a current one (none chosen, or
 * the chosen one deleted), say so and point to /schools.
 */
export function NoCurrentSchool({ purpose }: NoCurrentSchoolProps) {
  return (
    <EmptyState
      message={`No school is selected. Choose a school first to ${purpose}.`}
      action={
        <ButtonLink to="/schools" width="auto">
          Choose a school
        </ButtonLink>
      }
    />
  );
}
