import { invitationQueryOptions, useSessionStore } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';

/**
 * What the link is for. It waits for the session to be known, because that picks the source: the
 * guest demo sends no invitations, so its source answers every token as not valid; anyone else,
 * signed in or not, asks the API (docs/staff.md#accepting-an-invitation).
 */
export function useInvitation(token: string) {
  const ready = useSessionStore((state) => state.status === 'ready');
  return useQuery({ ...invitationQueryOptions(token), enabled: ready });
}
