import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A channel listened to (LISTEN) until stopped. */
export interface NoticeListener {
  /** Whether a notice sent now would arrive: false while a lost connection is being remade. */
  readonly live: boolean;
  stop(): Promise<void>;
}

export interface NoticeHandlers {
  onNotice(payload: string): void;
  /** The connection was lost: notices sent from now until `live` again are not heard. */
  onLost(): void;
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
  { onNotice, onLost }: NoticeHandlers,
): Promise<NoticeListener> {
  let client: pg.Client | null = null;
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

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
      delay = RECONNECT_FIRST_MS;
    } catch {
      lost(next);
    }
  };

  await connect();
  return {
    get live() {
      return live;
    },
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

/** PGlite runs in this process: its notices cannot be lost on the way. */
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
    async stop() {
      if (!live) return;
      live = false;
      if (!client.closed) await unlisten();
    },
  };
}

function noop(): void {}
