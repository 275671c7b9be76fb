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

export const signupSchema = {
  tags,
  summary: 'Create an account and mail a six-digit verification code',
  body: signupBodySchema,
  response: { 201: userResponse },
};

export const verifyEmailSchema = {
  tags,
  summary: 'Verify the e-mail address with the mailed code',
  body: verifyEmailBodySchema,
  response: { 200: messageSchema },
};

export const resendMailSchema = {
  tags,
  summary: 'Mail a new verification code (refused for 5 minutes after the last send)',
  body: resendMailBodySchema,
  response: { 200: messageSchema },
};

export const loginSchema = {
  tags,
  summary: 'Log in; sets the HttpOnly session cookie',
  body: loginBodySchema,
  response: { 200: userResponse },
};

export const logoutSchema = {
  tags,
  summary: 'Log out; the session is deleted on the server',
  security: [{ session: [] }],
  response: { 200: messageSchema },
};

export const logoutEverywhereSchema = {
  tags,
  summary: "Log out everywhere: every one of the user's sessions is deleted on the server",
  security: [{ session: [] }],
  response: { 200: messageSchema },
};

export const meSchema = {
  tags,
  summary: 'The signed-in user, or 401',
  security: [{ session: [] }],
  response: { 200: userResponse },
};

export const resetRequestSchema = {
  tags,
  summary: 'Mail a password-reset code',
  body: resetPasswordRequestBodySchema,
  response: { 200: messageSchema },
};

export const resetPasswordSchema = {
  tags,
  summary: 'Set a new password with the mailed code; ends every session of the account',
  body: resetPasswordBodySchema,
  response: { 200: messageSchema },
};
