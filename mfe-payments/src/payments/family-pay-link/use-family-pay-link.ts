import { familyPayLinkQueryOptions, useSessionStore } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';

/**
 * What a family's link shows. As for a student's link (usePayLink), it waits for the session to be
 * known, because that picks the source: a guest's links live in this browser, anyone else's are
 * the API's.
 */
export function useFamilyPayLink(token: string) {
  const ready = useSessionStore((state) => state.status === 'ready');
  return useQuery({ ...familyPayLinkQueryOptions(token), enabled: ready });
}
