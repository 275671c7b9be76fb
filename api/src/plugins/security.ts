import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server routes (the provider's webhook): no browser Origin to check. */
    skipOriginCheck?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type.trim());
}

/**
 * Helmet's headers for `options`, worked out once: they are the same for every answer of ours (no
 * CSP nonces), so building them per request, as @fastify/helmet does, is work thrown away.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet headers; CORS with credentials for APP_ORIGINS only; a CSRF guard (a state-changing
 * request must be JSON and come from an allowed Origin, which a cross-site form cannot fake);
 * and a coarse per-address request budget. Tries of passwords and codes are limited in the
 * database (guards/attempts-repository.ts), where every API process sees them.
 */
export const securityPlugin = fp(
  async (app) => {
    const allowed = new Set(app.config.appOrigins);

    const secure = helmetHeaders({
      // The API serves JSON (and, in simulation, one script); no HTML of its own.
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: app.config.production,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(secure);
      done();
    });

    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type'],
      exposedHeaders: ['X-Total-Count', 'X-Total-Amount', 'X-Total-By-Method', 'X-Total-Voided'],
      maxAge: 600,
    });

    // A caller who hung up before the request's hooks ran leaves its socket no address, which the
    // rate limit makes its key from (and, behind a proxy, the forwarded address's check too):
    // the request ends here with an answer no one reads, rather than as the server's error.
    app.addHook('onRequest', (request, _reply, done) => {
      done(
        request.socket.remoteAddress === undefined
          ? new HttpError(400, 'The connection closed before the request was read')
          : undefined,
      );
    });

    await app.register(rateLimit, {
      global: true,
      max: app.config.requestsPerMinute,
      timeWindow: 60_000,
      // No answer within the budget says how much is left: the dashboard never reads it, and a
      // client that is refused learns when to retry from the 429's Retry-After. Three headers
      // fewer on every answer is CPU the busiest routes no longer spend (docs/performance.md).
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'Too many requests. Please slow down and retry shortly.', undefined, {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        }),
    });

    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.skipOriginCheck) {
        done();
        return;
      }
      const origin = request.headers.origin;
      if (!origin || !allowed.has(origin)) {
        done(new HttpError(403, 'Cross-site request refused: the Origin is not allowed'));
      } else if (!isJson(request)) {
        done(new HttpError(415, 'Content-Type must be application/json'));
      } else {
        done();
      }
    });
  },
  { name: 'security', fastify: '5.x', dependencies: ['env'] },
);
