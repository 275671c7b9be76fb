import { ButtonLink, EmptyState } from '@fees/shared-ui';

/** Payments belong to a school: without a current one, say so and point to /schools. */
export function NoCurrentSchool({ purpose }: { purpose: string }) {
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
