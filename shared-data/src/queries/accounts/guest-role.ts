import { readGuestRole, writeGuestRole, type GuestRole } from '../../sources/guest-storage';
import { queryClient } from '../query-client';

/** Whom the guest acts as in every demo school (docs/staff.md#the-guest-demo). */
export function guestRole(): GuestRole {
  return readGuestRole(localStorage);
}

/** Acts as the demo's owner or its demo bursar: every screen reads again, in that role. */
export async function actAsInDemo(role: GuestRole): Promise<void> {
  writeGuestRole(localStorage, role);
  await queryClient.invalidateQueries();
}
