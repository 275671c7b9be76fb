import type { Database } from '../db/client';
import { HttpError, tooManyTries } from '../plugins/errors';
import { deleteAttempts, takeAttempt } from './attempts-repository';
import { verifyPassword } from './password-hash';
import type { UserRow } from './sessions-repository';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;

/**
 * Guarded writes carry the account password: wrong → 403 'Incorrect password' before anything is
 * written. Repeated failures are limited like logins, so a stolen session cannot guess it: each
 * check is counted as a failure before the hash runs and taken back only when the password is
 * right, so parallel guesses cannot slip past the limit.
 */
export async function checkAdminPassword(
  db: Database,
  user: UserRow,
  password: string,
): Promise<void> {
  const taken = await takeAttempt(db, [
    {
      key: `admin-password-failure:${user.id}`,
      max: MAX_FAILURES,
      since: new Date(Date.now() - WINDOW_MS),
      refusal: tooManyTries(
        'Too many incorrect passwords. Please try again in 15 minutes.',
        WINDOW_MS,
      ),
    },
  ]);
  // A busy server (no hash run) is not a wrong password either.
  const passwordOk = await verifyPassword(password, user.passwordHash).catch(async (error) => {
    await deleteAttempts(db, taken);
    throw error;
  });
  if (!passwordOk) throw new HttpError(403, 'Incorrect password');
  await deleteAttempts(db, taken);
}
