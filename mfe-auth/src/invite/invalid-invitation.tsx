import { INVITATION_INVALID } from '@fees/shared-data';
import { ButtonLink, Callout } from '@fees/shared-ui';

/** A used, expired, revoked or made-up token: one answer for all, so none can be told apart. */
export function InvalidInvitation() {
  return (
    <>
      <Callout tone="danger" role="alert">
        {INVITATION_INVALID}
      </Callout>
      <ButtonLink to="/login" width="full">
        Go to login
      </ButtonLink>
    </>
  );
}
