/** What signup leaves in navigation state: the address, and when its code was mailed. */
export type VerifyEmailState = { email: string; codeSentAt?: number };

export function readVerifyEmailState(state: unknown): VerifyEmailState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, codeSentAt } = state as Record<string, unknown>;
  if (typeof email !== 'string' || !email) return null;
  return { email, codeSentAt: typeof codeSentAt === 'number' ? codeSentAt : undefined };
}
