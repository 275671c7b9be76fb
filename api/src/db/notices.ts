import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { coalescedRuns } from './coalesced-runs';

/** A channel listened to (LISTEN) until stopped. */
export interface NoticeListener {
  /** Whether a notice sent now would arrive: false while a lost connection is being remade. */
  readonly live: boolean;
  /**
   * Resolves once every notice committed before the call has been handled, with true; false
   * when that cannot be known (the connection is lost). Calls made while one is on its way share
   * the next, so many requests pay for one round trip.
   */
  synced(): Promise<boolean>;
  stop(): Promise<void>;
}

export interface NoticeHandlers {
  onNotice(payload: string): void;
  /** The connection was lost: notices sent from now until `live` again are not heard. */
  onLost(): void;
  /** Listening again after a loss: whatever was learnt while deaf may have missed a notice. */
  onBack?(): void;
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_LONGEST_MS = 10_000;

/**
 * Listens on a connection of its own, outside the pool: a pooled one would be lent to other
 * queries. A connection that ends is made again, sooner at first and then less often, so a
 * server that restarts is heard again soon after it is back.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  { onNotice, onLost, onBack }: NoticeHandlers,
): Promise<NoticeListener> {
  let client: pg.Client | null = null;
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;
  let listenedBefore = false;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    const wasLive = live;
    live = false;
    lostClient.end().catch(noop);
    if (stopped) return;
    if (wasLive) onLost();
    // Never what keeps a process alive: the server or the caller's own work does that.
    retry = setTimeout(() => void connect(), delay).unref();
    delay = Math.min(delay * 2, RECONNECT_LONGEST_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
      if (client !== next) return;
      live = true;
      if (listenedBefore) onBack?.();
      listenedBefore = true;
      delay = RECONNECT_FIRST_MS;
    } catch {
      lost(next);
    }
  };

  // PostgreSQL signals its listeners before it tells the writer the commit is done, and a
  // listener sends what it was signalled before each ReadyForQuery it sends. So once a protocol
  // Sync sent now is answered, every notice committed before now has been handled. A Sync rather
  // than an empty statement: it opens no transaction, which made the round trip cost the server
  // half as much again (docs/performance.md#the-read-cache). Only trips use this connection
  // once it listens, one at a time (coalescedRuns), so its next ReadyForQuery answers this one;
  // a connection that ends or fails first answers false.
  const roundTrip = (): Promise<boolean> => {
    const current = client;
    if (!current || !live) return Promise.resolve(false);
    const { connection } = current;
    return new Promise<boolean>((resolve) => {
      const finish = (answered: boolean) => {
        connection.off('readyForQuery', ready);
        current.off('end', gone);
        current.off('error', gone);
        resolve(answered);
      };
      const ready = () => finish(live && client === current);
      const gone = () => finish(false);
      connection.on('readyForQuery', ready);
      current.on('end', gone);
      current.on('error', gone);
      connection.sync();
    });
  };
  const syncs = coalescedRuns(roundTrip);

  await connect();
  return {
    get live() {
      return live;
    },
    synced: syncs.request,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      live = false;
      await last?.end().catch(noop);
    },
  };
}

/**
 * PGlite runs in this process: its notices cannot be lost on the way, and it hands them to the
 * listener in a microtask before the writer's statement resolves, so they are always handled.
 */
export async function listenPglite(
  client: PGlite,
  channel: string,
  { onNotice }: NoticeHandlers,
): Promise<NoticeListener> {
  const unlisten = await client.listen(channel, onNotice);
  let live = true;
  return {
    get live() {
      return live;
    },
    synced: () => Promise.resolve(live),
    async stop() {
      if (!live) return;
      live = false;
      if (!client.closed) await unlisten();
    },
  };
}

function noop(): void {}
