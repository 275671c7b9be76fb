import {
  formatDay,
  type InvitationView,
  SCHOOL_ROLE_LABELS,
  schoolToday,
  useSessionStore,
} from '@fees/shared-data';
import { PageCard } from '@fees/shared-ui';
import { AcceptInvitation } from './accept-invitation';
import { OtherAccount } from './other-account';
import { SignedOutChoices } from './signed-out-choices';
import styles from './invite-page.module.css';

export type InvitationCardProps = {
  token: string;
  invitation: InvitationView;
};

/** The server takes an address in any case as the same address; so does the page. */
function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** A live invitation: what it is for, then what the visitor can do with it as who they are. */
export function InvitationCard({ token, invitation }: InvitationCardProps) {
  const user = useSessionStore((state) => state.user);
  const { schoolName, role, email, invitedBy, expiresAt } = invitation;
  return (
    <PageCard title={`Join ${schoolName}`} width="narrow" labelled>
      <p className={styles.text}>
        {invitedBy} invited {email} to {schoolName} as its {SCHOOL_ROLE_LABELS[role].toLowerCase()}.
      </p>
      <p className={styles.muted}>
        The invitation works until {formatDay(schoolToday(new Date(expiresAt)))}.
      </p>
      {user === null ? (
        <SignedOutChoices token={token} email={email} />
      ) : sameAddress(user.email, email) ? (
        <AcceptInvitation token={token} />
      ) : (
        <OtherAccount signedInAs={user.email} invitedEmail={email} />
      )}
    </PageCard>
  );
}
