import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { unavailable } from '../plugins/errors';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Liveness and database reachability',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' } },
          },
        },
      },
    },
    async () => {
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
