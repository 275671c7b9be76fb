import { NotFoundError, PAGE_NAMES } from '@fees/shared-data';
import { LoadError, LoadingBox, PageCard, usePageTitle } from '@fees/shared-ui';
import { useParams } from 'react-router';
import { InvalidInvitation } from './invalid-invitation';
import { InvitationCard } from './invitation-card';
import { useInvitation } from './use-invitation';

/**
 * /invite/{token}, the page an invitation mail opens, without the dashboard around it: what the
 * invitation is for, and accepting it as the address it was sent to
 * (docs/staff.md#accepting-an-invitation).
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const name = PAGE_NAMES['/invite/:id'];
  usePageTitle(name);
  const invitation = useInvitation(token);

  // What was read stays while accepting reads the link again, used up by then, on the way home.
  if (invitation.data) return <InvitationCard token={token} invitation={invitation.data} />;
  return (
    <PageCard title={name} width="narrow">
      {invitation.error instanceof NotFoundError ? (
        <InvalidInvitation />
      ) : invitation.error ? (
        <LoadError
          what="this invitation"
          error={invitation.error}
          onRetry={() => void invitation.refetch()}
        />
      ) : (
        <LoadingBox text="Loading the invitation..." />
      )}
    </PageCard>
  );
}
