import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deleteOldAttempts } from '../auth/attempts-repository';
import { deleteDeadSessions, findSessionUser, type UserRow } from '../auth/sessions-repository';
import { HttpError } from './errors';

export const SESSION_COOKIE = 'fees_session';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user: 401 otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionTokenHash: string | null;
  }
}

/** The signed-in user, for handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'Please log in');
  return request.user;
}

export const sessionPlugin = fp(
  async (app) => {
    const { session, secureCookies } = app.config;
    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && token.length <= 200) {
        const found = await findSessionUser(app.db, token, session);
        if (found) {
          request.user = found.user;
          request.sessionTokenHash = found.tokenHash;
          return;
        }
      }
      throw new HttpError(401, 'Please log in');
    });

    app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: Math.floor(session.absoluteMs / 1000),
      });
    });

    // What a signed-in user reads, and a login's answer, stays out of every cache (a shared
    // computer's browser, a proxy) once the session ends.
    app.addHook('onSend', async (request, reply) => {
      if (request.user || reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
    });

    // Housekeeping: dead sessions and counted events older than a day are deleted hourly.
    const sweep = setInterval(() => {
      Promise.all([
        deleteDeadSessions(app.db, session),
        deleteOldAttempts(app.db, 24 * 60 * 60_000),
      ]).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    }, 60 * 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
      });
    });
  },
  { name: 'session', fastify: '5.x', dependencies: ['env', 'db', '@fastify/cookie'] },
);
