import {
  loginBodySchema,
  resendMailBodySchema,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
  signupBodySchema,
  verifyEmailBodySchema,
} from '@fees/shared-data/core';
import { messageSchema } from '../http/records';
import { userResponse } from '../users';

const tags = ['auth'];

/** What most auth routes answer: 200 with a message. */
const answersMessage = { 200: messageSchema };

/** A route anyone may call: its summary, the body it takes and its answer by status. */
const open = (summary: string, body: object, response: object = answersMessage) => ({
  tags,
  summary,
  body,
  response,
});

/** A route behind the session cookie; it takes no body. */
const signedIn = (summary: string, response: object = answersMessage) => ({
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
);

export const resendMailSchema = open(
  'Mail a new verification code (refused for 5 minutes after the last send)',
  resendMailBodySchema,
);

export const loginSchema = open('Log in; sets the HttpOnly session cookie', loginBodySchema, {
  200: userResponse,
});

export const logoutSchema = signedIn('Log out; the session is deleted on the server');

export const logoutEverywhereSchema = signedIn(
  "Log out everywhere: every one of the user's sessions is deleted on the server",
);

export const meSchema = signedIn('The signed-in user, or 401', { 200: userResponse });

export const resetRequestSchema = open(
  'Mail a password-reset code',
  resetPasswordRequestBodySchema,
);

export const resetPasswordSchema = open(
  'Set a new password with the mailed code; ends every session of the account',
  resetPasswordBodySchema,
);
