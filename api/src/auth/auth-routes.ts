import type {
  LoginBody,
  ResendMailBody,
  ResetPasswordBody,
  ResetPasswordRequestBody,
  SignupBody,
  VerifyEmailBody,
} from '@fees/shared-data/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { resetMail, verificationMail } from '../mail/messages';
import { queueMail } from '../mail/outbox-repository';
import { fieldError, HttpError } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { toUser } from '../users/users-schemas';
import type { Queryable, Transaction } from '../db/client';
import {
  clearAttempts,
  deleteAttempts,
  lastAttempt,
  lockAttemptKey,
  recordAttempt,
  takeAttempt,
} from './attempts-repository';
import {
  checkCode,
  CODE_LIFETIME_MS,
  consumeCode,
  deleteExpiredSignups,
  findUserByEmail,
  insertUser,
  issueCode,
  markVerified,
  normalizeEmail,
  setPasswordHash,
  type CodePurpose,
} from './auth-repository';
import {
  loginSchema,
  logoutEverywhereSchema,
  logoutSchema,
  meSchema,
  resendMailSchema,
  resetPasswordSchema,
  resetRequestSchema,
  signupSchema,
  verifyEmailSchema,
} from './auth-schemas';
import { decoyHash, hashPassword, verifyPassword } from './password-hash';
import { createSession, deleteSession, deleteUserSessions } from './sessions-repository';

const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_MAX_FAILURES_PER_EMAIL = 10;
const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
const MAIL_LOCKOUT_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const SIGNUP_WINDOW_MS = 60 * 60_000;
/** Wrong codes from one address for one account, per mailed code. */
const CODE_TRIES_PER_ADDRESS = 5;
/** Wrong codes for one account from everywhere, per day: what bounds guessing a 6-digit code. */
const CODE_FAILURES_PER_ACCOUNT = 30;
/** Wrong codes from one address for any accounts, per day. */
const CODE_FAILURES_PER_ADDRESS = 50;

const WRONG_CODE = 'Wrong code. Please check the code and retry.';
const EXISTS = 'An account with this email already exists';

/** Throws 429 while `key`'s last code mail is under 5 minutes old. */
async function checkMailLockout(db: Queryable, key: string) {
  const last = await lastAttempt(db, key);
  const waitMs = last ? last.getTime() + MAIL_LOCKOUT_MS - Date.now() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(
      429,
      `A code was sent less than 5 minutes ago. Please wait ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} before asking again.`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }
}

/**
 * Issues a new code and queues its mail in the caller's transaction, so the mail exists exactly
 * when the code does. The mail is not sent once the code has expired, and it replaces an unsent
 * mail of an earlier code for this address and purpose, which no longer works.
 */
async function queueCodeMail(
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
  });
}

/**
 * One code mail per address and purpose every 5 minutes, enforced here, not only by the button.
 * The check, the new code and the queued mail share one transaction that holds a lock on the
 * address, so two requests at the same instant cannot both pass the check. The mail leaves after
 * the commit (docs/mail.md): a slow or failing relay neither delays nor fails the request, and the
 * lockout counts from the moment the mail was queued. Without a `user` (unknown or already
 * verified) the lockout still counts, so the answer does not tell whether the address has an
 * account.
 */
async function mailCodeOnce(
  app: FastifyInstance,
  email: string,
  user: { id: string; firstname: string } | null,
  purpose: CodePurpose,
) {
  const key = `mail:${purpose}:${email}`;
  await app.db.transaction(async (tx) => {
    await lockAttemptKey(tx, key);
    await checkMailLockout(tx, key);
    await recordAttempt(tx, key);
    if (user) await queueCodeMail(tx, user, email, purpose);
  });
  void app.mailOutbox.nudge();
}

/**
 * Checks an e-mailed code within three budgets, counted before the check: a few tries per mailed
 * code from each address, so a stranger elsewhere cannot use up the owner's; a daily cap per
 * account, which bounds guessing from many addresses; a daily cap per address over all accounts.
 * Budgets are keyed by the address typed, so an unknown, verified or unverified account is
 * answered alike. A right code gives its tries back.
 */
async function checkCodeOrThrow(
  app: FastifyInstance,
  ip: string,
  email: string,
  user: { id: string } | null,
  purpose: CodePurpose,
  code: string,
) {
  const dayAgo = new Date(Date.now() - DAY_MS);
  const lastMail = await lastAttempt(app.db, `mail:${purpose}:${email}`);
  const today = new HttpError(429, 'Too many wrong codes today. Please try again tomorrow.');
  const taken = await takeAttempt(app.db, [
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
  if (!user || !(await checkCode(app.db, user.id, purpose, code))) {
    throw fieldError(400, 'code', WRONG_CODE);
  }
  await deleteAttempts(app.db, taken);
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { kdfLogN } = app.config;

  app.post<{ Body: SignupBody }>('/signup', { schema: signupSchema }, async (request, reply) => {
    await takeAttempt(app.db, [
      {
        key: `signup-ip:${request.ip}`,
        max: app.config.signupsPerHour,
        since: new Date(Date.now() - SIGNUP_WINDOW_MS),
        refusal: new HttpError(
          429,
          'Too many sign-ups from this network. Please try again in an hour.',
          undefined,
          { 'retry-after': String(SIGNUP_WINDOW_MS / 1000) },
        ),
      },
    ]);
    await deleteExpiredSignups(app.db);
    const email = normalizeEmail(request.body.email);
    if (await findUserByEmail(app.db, email)) {
      throw fieldError(409, 'email', EXISTS);
    }
    const passwordHash = await hashPassword(request.body.password, kdfLogN);
    const user = await app.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        firstname: request.body.firstname.trim(),
        lastname: request.body.lastname.trim(),
        email,
        phone: request.body.phone.trim(),
        passwordHash,
      });
      await recordAttempt(tx, `mail:verify:${email}`);
      await queueCodeMail(tx, row, email, 'verify');
      return row;
    });
    void app.mailOutbox.nudge();
    return reply.code(201).send(toUser(user));
  });

  app.post<{ Body: VerifyEmailBody }>(
    '/verify-email',
    { schema: verifyEmailSchema },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(app.db, email);
      // A verified account has no verify code, so it is answered like a wrong code: the answer
      // tells nothing about an address until its code is right.
      const pending = user && !user.emailVerifiedAt ? user : null;
      await checkCodeOrThrow(app, request.ip, email, pending, 'verify', request.body.code);
      await app.db.transaction(async (tx) => {
        if (!pending || !(await consumeCode(tx, pending.id, 'verify'))) {
          throw fieldError(400, 'code', WRONG_CODE);
        }
        await markVerified(tx, pending.id);
      });
      return { message: 'Success! Your email has been verified.' };
    },
  );

  app.post<{ Body: ResendMailBody }>(
    '/resend-mail',
    { schema: resendMailSchema },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(app.db, email);
      // The same answer whether or not the address has an account waiting for verification.
      await mailCodeOnce(app, email, user && !user.emailVerifiedAt ? user : null, 'verify');
      return { message: 'Verification code has been sent! Please check your mail' };
    },
  );

  app.post<{ Body: LoginBody }>('/login', { schema: loginSchema }, async (request, reply) => {
    const email = normalizeEmail(request.body.email);
    const emailKey = `login-failure:${email}`;
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const refusal = new HttpError(
      429,
      'Too many failed login attempts. Please try again in 15 minutes.',
      undefined,
      { 'retry-after': String(LOGIN_WINDOW_MS / 1000) },
    );
    // Counted as a failure before the hash runs, so parallel guesses cannot all pass the count.
    const taken = await takeAttempt(app.db, [
      { key: emailKey, max: LOGIN_MAX_FAILURES_PER_EMAIL, since, refusal },
      {
        key: `login-failure-ip:${request.ip}`,
        max: LOGIN_MAX_FAILURES_PER_ADDRESS,
        since,
        refusal,
      },
    ]);
    const user = await findUserByEmail(app.db, email);
    const passwordOk = await (
      user
        ? verifyPassword(request.body.password, user.passwordHash)
        : decoyHash(kdfLogN).then((decoy) => verifyPassword(request.body.password, decoy))
    ).then(
      (ok) => ok && user !== null,
      async (error: unknown) => {
        // A busy server (no hash run) is not a wrong password.
        await deleteAttempts(app.db, taken);
        throw error;
      },
    );
    if (!user || !passwordOk) throw new HttpError(401, 'Incorrect email or password');
    await deleteAttempts(app.db, taken);
    if (!user.emailVerifiedAt) {
      throw new HttpError(403, 'Please verify your email before logging in', {
        email: 'Email not verified',
      });
    }
    await clearAttempts(app.db, emailKey);
    const token = await createSession(app.db, user.id, app.config.session);
    app.setSessionCookie(reply, token);
    return toUser(user);
  });

  app.post(
    '/logout',
    { schema: logoutSchema, onRequest: app.requireUser },
    async (request, reply) => {
      if (request.sessionTokenHash) await deleteSession(app.db, request.sessionTokenHash);
      app.clearSessionCookie(reply);
      return { message: 'Logged out' };
    },
  );

  // A lost or shared device: the user ends every session, including any a thief holds.
  app.post(
    '/logout-everywhere',
    { schema: logoutEverywhereSchema, onRequest: app.requireUser },
    async (request, reply) => {
      await deleteUserSessions(app.db, currentUser(request).id);
      app.clearSessionCookie(reply);
      return { message: 'Logged out everywhere' };
    },
  );

  app.get('/', { schema: meSchema, onRequest: app.requireUser }, async (request) =>
    toUser(currentUser(request)),
  );

  app.post<{ Body: ResetPasswordRequestBody }>(
    '/reset-password/request',
    { schema: resetRequestSchema },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(app.db, email);
      await mailCodeOnce(app, email, user ?? null, 'reset');
      return { message: 'If an account uses this email, a reset code has been sent to it.' };
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/reset-password',
    { schema: resetPasswordSchema },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(app.db, email);
      await checkCodeOrThrow(app, request.ip, email, user, 'reset', request.body.code);
      if (!user) throw fieldError(400, 'code', WRONG_CODE);
      const passwordHash = await hashPassword(request.body.password, kdfLogN);
      await app.db.transaction(async (tx) => {
        if (!(await consumeCode(tx, user.id, 'reset'))) {
          throw fieldError(400, 'code', WRONG_CODE);
        }
        await setPasswordHash(tx, user.id, passwordHash);
        if (!user.emailVerifiedAt) await markVerified(tx, user.id);
        await deleteUserSessions(tx, user.id);
      });
      return { message: 'Your password has been reset. Please log in.' };
    },
  );
};
