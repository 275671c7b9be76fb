/**
 * What signup (or login, for an unverified account) leaves in navigation state: the address, when
 * its code was mailed, and, unread, the page to return to after signing in, which this screen only
 * hands on to /login (whose returnPath judges it).
 */
export type VerifyEmailState = { email: string; codeSentAt?: number; from?: unknown };

export function readVerifyEmailState(state: unknown): VerifyEmailState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, codeSentAt, from } = state as Record<string, unknown>;
  if (typeof email !== 'string' || !email) return null;
  return { email, codeSentAt: typeof codeSentAt === 'number' ? codeSentAt : undefined, from };
}
