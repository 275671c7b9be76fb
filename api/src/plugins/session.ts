import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deleteOldAttempts } from '../guards/attempts-repository';
import { sha256 } from '../guards/secrets';
import {
  deleteDeadSessions,
  findSession,
  TOUCH_EVERY_MS,
  type LiveSession,
  type UserRow,
} from '../guards/sessions-repository';
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

    // A kept session is trusted until it is due to be marked as used again, and never past its
    // expiry; then the database decides (docs/performance.md#the-read-cache).
    const liveSession = async (
      request: FastifyRequest,
      tokenHash: string,
    ): Promise<LiveSession | null> => {
      const fresh = await app.readCache.synced();
      request.readCacheSynced = fresh;
      if (fresh) {
        const kept = app.readCache.session(tokenHash);
        const now = Date.now();
        if (
          kept &&
          now < kept.expiresAt &&
          now - kept.lastSeenAt <= TOUCH_EVERY_MS &&
          now - kept.lastSeenAt < session.idleMs
        ) {
          return kept;
        }
      }
      const ticket = app.readCache.sessionTicket();
      const found = await findSession(app.db, tokenHash, session);
      if (found && fresh) app.readCache.keepSession(ticket, found);
      return found;
    };

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && token.length <= 200) {
        const found = await liveSession(request, sha256(token));
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
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.user || reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
      done(null, payload);
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
  {
    name: 'session',
    fastify: '5.x',
    dependencies: ['env', 'db', '@fastify/cookie', 'read-cache'],
  },
);
