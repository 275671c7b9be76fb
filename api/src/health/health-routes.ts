import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { unavailable } from '../plugins/errors';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Readiness: database reachable and not shutting down',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' } },
          },
        },
      },
    },
    async () => {
      // A process shutting down finishes what it has but wants nothing new.
      if (app.drain.draining) throw unavailable('This server is shutting down.');
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw unavailable('The database is unreachable. Please try again shortly.');
      }
      // Only up or down: which database or checkout runs is no stranger's business.
      return { status: 'ok' };
    },
  );
};
