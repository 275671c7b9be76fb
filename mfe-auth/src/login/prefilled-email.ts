/**
 * The address /verify-email hands /login in navigation state once it is verified, or an
 * invitation's page the invited address, to fill the e-mail field
 * (docs/auth.md#verifying-the-e-mail-address); '' when none came.
 */
export function prefilledEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}
