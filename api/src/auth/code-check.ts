import type { Database } from '../db/client';
import { fieldError, HttpError } from '../plugins/errors';
import { deleteAttempts, lastAttempt, takeAttempt } from '../guards/attempts-repository';
import { checkCode, type CodePurpose } from './auth-repository';
import { mailKey } from './code-mail';

const DAY_MS = 24 * 60 * 60_000;
/** Wrong codes from one address for one account, per mailed code. */
const CODE_TRIES_PER_ADDRESS = 5;
/** Wrong codes for one account from everywhere, per day: what bounds guessing a 6-digit code. */
const CODE_FAILURES_PER_ACCOUNT = 30;
/** Wrong codes from one address for any accounts, per day. */
const CODE_FAILURES_PER_ADDRESS = 50;

const WRONG_CODE = 'Wrong code. Please check the code and retry.';

export const wrongCode = () => fieldError(400, 'code', WRONG_CODE);

/**
 * Checks an e-mailed code within three budgets, counted before the check: a few tries per mailed
 * code from each address, so a stranger elsewhere cannot use up the owner's; a daily cap per
 * account, which bounds guessing from many addresses; a daily cap per address over all accounts.
 * Budgets are keyed by the address typed, so an unknown, verified or unverified account is
 * answered alike. A right code gives its tries back.
 */
export async function checkCodeOrThrow(
  db: Database,
  ip: string,
  email: string,
  user: { id: string } | null,
  purpose: CodePurpose,
  code: string,
) {
  const dayAgo = new Date(Date.now() - DAY_MS);
  const lastMail = await lastAttempt(db, mailKey(purpose, email));
  const today = new HttpError(429, 'Too many wrong codes today. Please try again tomorrow.');
  const taken = await takeAttempt(db, [
    {
      key: `code-failure:${email}`,
      max: CODE_FAILURES_PER_ACCOUNT,
      since: dayAgo,
      refusal: today,
    },
    {
      key: `code-failure:${purpose}:${email}:${ip}`,
      max: CODE_TRIES_PER_ADDRESS,
      since: lastMail && lastMail > dayAgo ? lastMail : dayAgo,
      refusal: new HttpError(429, 'Too many wrong codes. Please request a new code.'),
    },
    { key: `code-failure-ip:${ip}`, max: CODE_FAILURES_PER_ADDRESS, since: dayAgo, refusal: today },
  ]);
  if (!user || !(await checkCode(db, user.id, purpose, code))) throw wrongCode();
  await deleteAttempts(db, taken);
}
