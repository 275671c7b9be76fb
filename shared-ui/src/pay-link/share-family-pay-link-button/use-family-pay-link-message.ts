import { familyPayLinkQueryOptions } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';
import { familyPayLinkMessage } from '../pay-link-message';

/**
 * The message for `url`, a family's link, once the link's own page is read: so it names what the
 * parent will see there (the children's outstanding added up, a credit of one child not taken off
 * another's debt), the school and its current term, as the server or the guest demo works them out.
 */
export function useFamilyPayLinkMessage(token: string | null, url: string | null): string | null {
  const view = useQuery({ ...familyPayLinkQueryOptions(token ?? ''), enabled: token !== null });
  if (!url || !view.data) return null;
  return familyPayLinkMessage({ ...view.data, url });
}
