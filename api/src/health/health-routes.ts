import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../plugins/errors';

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
            properties: {
              status: { type: 'string' },
              database: { type: 'string' },
              simulatedCheckout: { type: 'boolean' },
            },
          },
        },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'The database is unreachable');
      }
      return {
        status: 'ok',
        database: app.databaseKind,
        simulatedCheckout: app.config.paystack.simulated,
      };
    },
  );
};
