/**
 * The guest demo account's fixed credentials, shown prefilled and read-only on /login. Guest mode
 * never reaches the server, so these open nothing there; in guest mode the password also serves as
 * the admin password for the password modal.
 */
export const GUEST_CREDENTIALS = {
  email: 'guest@feesmanager.demo',
  password: 'guest-demo',
} as const;

export const GUEST_USER_ID = '64f0a0000000000000000001';

/**
 * The bursar on the staff of every demo school (docs/staff.md#the-guest-demo), whom the guest can
 * act as to see what a bursar sees.
 */
export const DEMO_BURSAR = {
  _id: '64f0a0000000000000000002',
  firstname: 'Amina',
  lastname: 'Bello',
  email: 'bursar@feesmanager.demo',
} as const;
