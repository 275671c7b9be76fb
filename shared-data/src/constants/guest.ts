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
