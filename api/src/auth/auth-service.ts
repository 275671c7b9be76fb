import type {
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  VerifyEmailBody,
} from '@fees/shared-data/core';
import { fieldError, HttpError, tooManyTries } from '../plugins/errors';
import type { AuthContext } from './auth-context';
import {
  clearAttempts,
  recordAttempt,
  takeAttempt,
  tryInTurn,
} from '../guards/attempts-repository';
import {
  consumeCode,
  deleteExpiredSignups,
  findUserByEmail,
  insertUser,
  markVerified,
  normalizeEmail,
  setPasswordHash,
} from './auth-repository';
import { checkCodeOrThrow, wrongCode } from './code-check';
import { mailCodeOnce, mailKey, queueCodeMail } from './code-mail';
import { decoyHash, hashPassword, verifyPassword } from './password-hash';
import { createSession, deleteUserSessions } from '../guards/sessions-repository';

const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_MAX_FAILURES_PER_EMAIL = 10;
const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
const SIGNUP_WINDOW_MS = 60 * 60_000;

/** Creates an unverified account and queues its verification code mail. */
export async function signUp(app: AuthContext, ip: string, body: SignupBody) {
  await takeAttempt(app.db, [
    {
      key: `signup-ip:${ip}`,
      max: app.config.signupsPerHour,
      since: new Date(Date.now() - SIGNUP_WINDOW_MS),
      refusal: tooManyTries(
        'Too many sign-ups from this network. Please try again in an hour.',
        SIGNUP_WINDOW_MS,
      ),
    },
  ]);
  await deleteExpiredSignups(app.db);
  const email = normalizeEmail(body.email);
  if (await findUserByEmail(app.db, email)) {
    throw fieldError(409, 'email', 'An account with this email already exists');
  }
  const passwordHash = await hashPassword(body.password, app.config.kdfLogN);
  const user = await app.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      firstname: body.firstname.trim(),
      lastname: body.lastname.trim(),
      email,
      phone: body.phone.trim(),
      passwordHash,
    });
    await recordAttempt(tx, mailKey('verify', email));
    await queueCodeMail(tx, row, email, 'verify');
    return row;
  });
  void app.mailOutbox.nudge();
  return user;
}

export async function verifyEmail(app: AuthContext, ip: string, body: VerifyEmailBody) {
  const email = normalizeEmail(body.email);
  const user = await findUserByEmail(app.db, email);
  // A verified account has no verify code, so it is answered like a wrong code: the answer
  // tells nothing about an address until its code is right.
  const pending = user && !user.emailVerifiedAt ? user : null;
  await checkCodeOrThrow(app.db, ip, email, pending, 'verify', body.code);
  await app.db.transaction(async (tx) => {
    if (!pending || !(await consumeCode(tx, pending.id, 'verify'))) throw wrongCode();
    await markVerified(tx, pending.id);
  });
}

/** The same answer whether or not the address has an account waiting for verification. */
export async function resendVerification(app: AuthContext, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(app.db, email);
  await mailCodeOnce(app, email, user && !user.emailVerifiedAt ? user : null, 'verify');
}

/** Checks the password within the failure budgets and opens a session; returns its token. */
export async function logIn(app: AuthContext, ip: string, body: LoginBody) {
  const email = normalizeEmail(body.email);
  const emailKey = `login-failure:${email}`;
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const refusal = tooManyTries(
    'Too many failed login attempts. Please try again in 15 minutes.',
    LOGIN_WINDOW_MS,
  );
  // Counted as a failure while the hash runs, so parallel guesses cannot all pass the count; one
  // e-mail's logins take turns, so right passwords at once are never refused for one another.
  const user = await findUserByEmail(app.db, email);
  const passwordOk = await tryInTurn(
    app.db,
    [
      { key: emailKey, max: LOGIN_MAX_FAILURES_PER_EMAIL, since, refusal },
      { key: `login-failure-ip:${ip}`, max: LOGIN_MAX_FAILURES_PER_ADDRESS, since, refusal },
    ],
    async () => {
      const hash = user?.passwordHash ?? (await decoyHash(app.config.kdfLogN));
      return (await verifyPassword(body.password, hash)) && Boolean(user);
    },
  );
  if (!user || !passwordOk) throw new HttpError(401, 'Incorrect email or password');
  if (!user.emailVerifiedAt) {
    throw new HttpError(403, 'Please verify your email before logging in', {
      email: 'Email not verified',
    });
  }
  await clearAttempts(app.db, emailKey);
  const token = await createSession(app.db, user.id, app.config.session);
  return { user, token };
}

/** Answered alike whether or not an account uses the address. */
export async function requestPasswordReset(app: AuthContext, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(app.db, email);
  await mailCodeOnce(app, email, user ?? null, 'reset');
}

/** Sets the new password with a right code; it also verifies the address and ends every session. */
export async function resetPassword(app: AuthContext, ip: string, body: ResetPasswordBody) {
  const email = normalizeEmail(body.email);
  const user = await findUserByEmail(app.db, email);
  await checkCodeOrThrow(app.db, ip, email, user, 'reset', body.code);
  if (!user) throw wrongCode();
  const passwordHash = await hashPassword(body.password, app.config.kdfLogN);
  await app.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, user.id, 'reset'))) throw wrongCode();
    await setPasswordHash(tx, user.id, passwordHash);
    if (!user.emailVerifiedAt) await markVerified(tx, user.id);
    await deleteUserSessions(tx, user.id);
  });
}
