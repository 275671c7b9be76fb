import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseHandle['kind'];
  }
}

/** Hands the opened database to the routes; closes it with the app when the app owns it. */
export const dbPlugin = fp<{ database: DatabaseHandle; closeWithApp: boolean }>(
  async (app, { database, closeWithApp }) => {
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
    if (closeWithApp) app.addHook('onClose', async () => database.close());
  },
  { name: 'db', fastify: '5.x' },
);
