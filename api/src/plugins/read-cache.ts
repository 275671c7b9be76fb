import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import {
  createReadCache,
  READ_CACHE_CHANNEL,
  type ReadCache,
  type Ticket,
} from '../http/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache & {
      /** Whether the cache may be trusted and filled now: see `NoticeListener.synced`. */
      synced(): Promise<boolean>;
    };
  }
  interface FastifyRequest {
    /** Whether this request heard every notice sent before it came (set by `requireUser`). */
    readCacheSynced: boolean;
    /** Set when this request's page may be kept once answered (`cachedPage`). */
    pageTicket: Ticket | null;
  }
}

/**
 * Sessions and signed-in pages kept in this process until the database names their user or
 * reader as changed (docs/performance.md#the-read-cache). A lost connection to the notices
 * forgets everything, and nothing is trusted or kept until it is back.
 */
export const readCachePlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    const cache = createReadCache();
    const listener = await database.listen(READ_CACHE_CHANNEL, {
      onNotice: cache.heard,
      onLost: cache.forgetAll,
      onBack: cache.forgetAll,
    });
    app.decorateRequest('readCacheSynced', false);
    app.decorateRequest('pageTicket', null);
    app.decorate('readCache', { ...cache, synced: () => listener.synced() });
    app.addHook('onClose', async () => listener.stop());
  },
  { name: 'read-cache', fastify: '5.x', dependencies: ['db'] },
);
