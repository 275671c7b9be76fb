import type { Database } from '../db/client';
import { HttpError, tooManyTries } from '../plugins/errors';
import { tryInTurn } from '../guards/attempts-repository';
import { verifyPassword } from './password-hash';
import type { UserRow } from '../guards/sessions-repository';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;

/**
 * Guarded writes carry the account password: wrong → 403 'Incorrect password' before anything is
 * written. Repeated failures are limited like logins, so a stolen session cannot guess it. The
 * account's checks take turns, each counted before its hash runs, so parallel guesses cannot slip
 * past the limit and parallel right passwords are never refused for one another.
 */
export async function checkAdminPassword(
  db: Database,
  user: UserRow,
  password: string,
): Promise<void> {
  const passwordOk = await tryInTurn(
    db,
    [
      {
        key: `admin-password-failure:${user.id}`,
        max: MAX_FAILURES,
        since: new Date(Date.now() - WINDOW_MS),
        refusal: tooManyTries(
          'Too many incorrect passwords. Please try again in 15 minutes.',
          WINDOW_MS,
        ),
      },
    ],
    () => verifyPassword(password, user.passwordHash),
  );
  if (!passwordOk) throw new HttpError(403, 'Incorrect password');
}
