import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { currentUser } from '../plugins/session';

/** What a page's answer carries besides its body (`sendPage`). */
const PAGE_HEADERS = [
  'content-type',
  'x-total-count',
  'x-total-amount',
  'x-total-by-method',
  'x-total-voided',
];

/** A page is kept per URL and per school day. */
const pageKey = (app: FastifyInstance, request: FastifyRequest) =>
  `${app.schoolToday()} ${request.url}`;

/**
 * Hooks for a signed-in GET whose answer is a function of its URL, of the school's day (what is
 * due now moves with it, docs/due-dates.md) and of the tables the database names its readers for
 * (drizzle/0016, 0017, 0030): it is answered from this process's read cache while none of them
 * changed, and kept once answered otherwise. A route that starts reading another table needs that
 * table in the migrations' list first.
 */
export function cachedPage(
  app: FastifyInstance,
): Pick<RouteShorthandOptions, 'onRequest' | 'onSend'> {
  return {
    // Runs after the plugin's requireUser, which has waited for the notices.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.readCacheSynced) return;
      const readerId = currentUser(request).id;
      const kept = app.readCache.page(readerId, pageKey(app, request));
      if (kept) {
        reply.headers(kept.headers);
        return reply.send(kept.body);
      }
      request.pageTicket = app.readCache.pageTicket(readerId);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const ticket = request.pageTicket;
      if (!ticket || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const headers: Record<string, string> = {};
      for (const name of PAGE_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      app.readCache.keepPage(ticket, currentUser(request).id, pageKey(app, request), {
        body: Buffer.from(payload),
        headers,
      });
      return payload;
    },
  };
}
