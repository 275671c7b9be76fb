import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutting down: /api/health says so, and every answer retires its keep-alive connection. */
    drain: { readonly draining: boolean; start(): void };
  }
}

/**
 * The first half of a graceful stop (docs/deploy.md#restarts-without-downtime): the process still
 * answers, but tells health checks it is leaving and closes each connection after its answer, so
 * a proxy opens its next one to another process instead of finding this one gone mid-request.
 */
export const drainPlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('drain', {
      get draining() {
        return draining;
      },
      start() {
        draining = true;
      },
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'drain', fastify: '5.x' },
);
