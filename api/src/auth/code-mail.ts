import { TIMINGS } from '@fees/shared-data/core';
import type { Queryable, Transaction } from '../db/client';
import { resetMail, verificationMail } from '../mail';
import { queueMail } from '../mail';
import { tooManyTries } from '../plugins/errors';
import type { AuthContext } from './auth-context';
import { lastAttempt, lockAttemptKey, recordAttempt } from '../guards/attempts-repository';
import { CODE_LIFETIME_MS, issueCode, type CodePurpose } from './auth-repository';

/** The screen counts Resend down from the same lockout, so the value is shared with it. */
const MAIL_LOCKOUT_MS = TIMINGS.resendLockoutMs;

export const mailKey = (purpose: CodePurpose, email: string) => `mail:${purpose}:${email}`;

/** Throws 429 while `key`'s last code mail is younger than the lockout. */
async function checkMailLockout(db: Queryable, key: string) {
  const last = await lastAttempt(db, key);
  const waitMs = last ? last.getTime() + MAIL_LOCKOUT_MS - Date.now() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    const wait = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    throw tooManyTries(
      `A code was sent less than ${MAIL_LOCKOUT_MS / 60_000} minutes ago. Please wait ${wait} before asking again.`,
      seconds * 1000,
    );
  }
}

/**
 * Issues a new code and queues its mail in the caller's transaction, so the mail exists exactly
 * when the code does. The mail is not sent once the code has expired, and it replaces an unsent
 * mail of an earlier code for this address and purpose, which no longer works.
 */
export async function queueCodeMail(
  tx: Transaction,
  user: { id: string; firstname: string },
  email: string,
  purpose: CodePurpose,
) {
  const code = await issueCode(tx, user.id, purpose);
  const message =
    purpose === 'verify'
      ? verificationMail(email, user.firstname, code)
      : resetMail(email, user.firstname, code);
  await queueMail(tx, message, {
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    replaceKey: `code:${purpose}:${email}`,
    urgent: true,
  });
}

/**
 * One code mail per address and purpose per lockout, enforced here, not only by the button.
 * The check, the new code and the queued mail share one transaction that holds a lock on the
 * address, so two requests at the same instant cannot both pass the check. The mail leaves after
 * the commit (docs/mail.md): a slow or failing relay neither delays nor fails the request, and the
 * lockout counts from the moment the mail was queued. Without a `user` (unknown or already
 * verified) the lockout still counts, so the answer does not tell whether the address has an
 * account.
 */
export async function mailCodeOnce(
  app: AuthContext,
  email: string,
  user: { id: string; firstname: string } | null,
  purpose: CodePurpose,
) {
  const key = mailKey(purpose, email);
  await app.db.transaction(async (tx) => {
    await lockAttemptKey(tx, key);
    await checkMailLockout(tx, key);
    await recordAttempt(tx, key);
    if (user) await queueCodeMail(tx, user, email, purpose);
  });
  void app.mailOutbox.nudge();
}
