import type { Queryable } from '../db/client';
import { HttpError } from '../plugins/errors';
import { countAttempts, recordAttempt } from './attempts-repository';
import { verifyPassword } from './password-hash';
import type { UserRow } from './sessions-repository';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;

/**
 * Guarded writes carry the account password: wrong → 403 'Incorrect password' before anything is
 * written. Repeated failures are limited like logins, so a stolen session cannot guess it.
 */
export async function checkAdminPassword(
  db: Queryable,
  user: UserRow,
  password: string,
): Promise<void> {
  const key = `admin-password-failure:${user.id}`;
  if ((await countAttempts(db, key, WINDOW_MS)) >= MAX_FAILURES) {
    throw new HttpError(
      429,
      'Too many incorrect passwords. Please try again in 15 minutes.',
      undefined,
      {
        'retry-after': String(WINDOW_MS / 1000),
      },
    );
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordAttempt(db, key);
    throw new HttpError(403, 'Incorrect password');
  }
}
