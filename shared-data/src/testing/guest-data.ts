import { GUEST_CREDENTIALS, GUEST_USER_ID } from '../constants/guest';
import type { GuestData } from '../sources/guest-storage';
import type { User } from '../types/user';

/** The guest account as the demo stores it, for tests that seed their own guest data. */
export const TEST_GUEST: User = {
  _id: GUEST_USER_ID,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  firstname: 'Guest',
  lastname: 'User',
  email: GUEST_CREDENTIALS.email,
  phone: '08000000000',
};

/** An empty demo: the guest alone, no school, no ledger. */
export function emptyGuestData(): GuestData {
  return {
    ...{ users: [TEST_GUEST], schools: [], classrooms: [], students: [], payments: [] },
    ...{ terms: [], feeItems: [], termCharges: [], lateFees: [], families: [] },
  };
}
