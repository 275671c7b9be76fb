import { useQuery } from '@tanstack/react-query';
import { guestRole, useSessionStore, type GuestRole } from '@fees/shared-data';

const ACTING_AS_KEY = ['guest-role'] as const;

/**
 * Whom the guest acts as in the demo (docs/staff.md#the-guest-demo); null outside the demo.
 *
 * Read through the query cache, because every way the choice changes passes through it:
 * `actAsInDemo` invalidates every query, logging out clears the cache and resetting the demo resets
 * it, and a reload reads the choice again from local storage, where it lives. React state would
 * keep the old choice after a reset; the current school's role agrees, but only once a school is
 * chosen and read, so with none chosen the menu would not follow a switch.
 */
export function useActingAs(): GuestRole | null {
  const guest = useSessionStore((state) => state.mode === 'guest');
  const { data } = useQuery({
    queryKey: ACTING_AS_KEY,
    queryFn: guestRole,
    initialData: guestRole,
    enabled: guest,
  });
  return guest ? data : null;
}
