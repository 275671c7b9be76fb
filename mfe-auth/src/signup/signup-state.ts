/**
 * What /signup may arrive with, from an invitation or from /login: an address to fill in, and,
 * unread, the page to return to after signing in, which sign-up hands on through verification to
 * /login; only /login's returnPath decides whether to honour it.
 */
export type SignupState = { email: string; from?: unknown };

export function readSignupState(state: unknown): SignupState {
  if (typeof state !== 'object' || state === null) return { email: '' };
  const { email, from } = state as Record<string, unknown>;
  return { email: typeof email === 'string' ? email : '', from };
}
