import { Button, Callout } from '@fees/shared-ui';
import { useAcceptInvitation } from './use-accept-invitation';

/** Signed in as the invited address: one button, and the server's refusal above it. */
export function AcceptInvitation({ token }: { token: string }) {
  const { accept, busy, problem } = useAcceptInvitation(token);
  return (
    <>
      {problem ? (
        <Callout tone="danger" role="alert">
          {problem}
        </Callout>
      ) : null}
      <Button width="full" busy={busy} busyText="Accepting..." onClick={() => accept()}>
        Accept invitation
      </Button>
    </>
  );
}
