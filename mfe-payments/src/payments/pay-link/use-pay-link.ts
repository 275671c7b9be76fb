import { payLinkQueryOptions, useSessionStore } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';

/**
 * What the link shows. It waits for the session to be known, because that picks the source: a
 * guest's links live in this browser, anyone else's link is the API's (docs/pay-links.md).
 */
export function usePayLink(token: string) {
  const ready = useSessionStore((state) => state.status === 'ready');
  return useQuery({ ...payLinkQueryOptions(token), enabled: ready });
}
