import type {
  LoginBody,
  ResendMailBody,
  ResetPasswordBody,
  ResetPasswordRequestBody,
  SignupBody,
  VerifyEmailBody,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../plugins/session';
import { toUser } from '../users';
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
import {
  logIn,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signUp,
  verifyEmail,
} from './auth-service';
import { deleteSession, deleteUserSessions } from '../guards/sessions-repository';

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SignupBody }>('/signup', { schema: signupSchema }, async (request, reply) => {
    const user = await signUp(app, request.ip, request.body);
    return reply.code(201).send(toUser(user));
  });

  app.post<{ Body: VerifyEmailBody }>(
    '/verify-email',
    { schema: verifyEmailSchema },
    async (request) => {
      await verifyEmail(app, request.ip, request.body);
      return { message: 'Success! Your email has been verified.' };
    },
  );

  app.post<{ Body: ResendMailBody }>(
    '/resend-mail',
    { schema: resendMailSchema },
    async (request) => {
      await resendVerification(app, request.body.email);
      return { message: 'Verification code has been sent! Please check your mail' };
    },
  );

  app.post<{ Body: LoginBody }>('/login', { schema: loginSchema }, async (request, reply) => {
    const { user, token } = await logIn(app, request.ip, request.body);
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
      await requestPasswordReset(app, request.body.email);
      return { message: 'If an account uses this email, a reset code has been sent to it.' };
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/reset-password',
    { schema: resetPasswordSchema },
    async (request) => {
      await resetPassword(app, request.ip, request.body);
      return { message: 'Your password has been reset. Please log in.' };
    },
  );
};
