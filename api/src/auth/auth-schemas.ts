import {
  loginBodySchema,
  resendMailBodySchema,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
  signupBodySchema,
  verifyEmailBodySchema,
} from '@fees/shared-data/core';
import { messageSchema } from '../http/records';
import { userResponse } from '../users/users-schemas';

const tags = ['auth'];

/** A route anyone may call: its summary, the body it takes and its answer by status. */
const open = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response });

/** A route behind the session cookie; it takes no body. */
const signedIn = <R>(summary: string, response: R) => ({
  tags,
  summary,
  security: [{ session: [] }],
  response,
});

export const signupSchema = open(
  'Create an account and mail a six-digit verification code',
  signupBodySchema,
  { 201: userResponse },
);

export const verifyEmailSchema = open(
  'Verify the e-mail address with the mailed code',
  verifyEmailBodySchema,
  { 200: messageSchema },
);

export const resendMailSchema = open(
  'Mail a new verification code (refused for 5 minutes after the last send)',
  resendMailBodySchema,
  { 200: messageSchema },
);

export const loginSchema = open('Log in; sets the HttpOnly session cookie', loginBodySchema, {
  200: userResponse,
});

export const logoutSchema = signedIn('Log out; the session is deleted on the server', {
  200: messageSchema,
});

export const logoutEverywhereSchema = signedIn(
  "Log out everywhere: every one of the user's sessions is deleted on the server",
  { 200: messageSchema },
);

export const meSchema = signedIn('The signed-in user, or 401', { 200: userResponse });

export const resetRequestSchema = open(
  'Mail a password-reset code',
  resetPasswordRequestBodySchema,
  { 200: messageSchema },
);

export const resetPasswordSchema = open(
  'Set a new password with the mailed code; ends every session of the account',
  resetPasswordBodySchema,
  { 200: messageSchema },
);
