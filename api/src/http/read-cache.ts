import type { UserRow } from '../guards/sessions-repository';

/** The channel the database's triggers name changed users and members on (drizzle/0016, 0017). */
export const READ_CACHE_CHANNEL = 'fees_cache';

export interface CachedSession {
  user: UserRow;
  tokenHash: string;
  lastSeenAt: number;
  expiresAt: number;
}

export interface CachedPage {
  /** The answer's bytes, encoded once: a kept page is sent as it is, often and whole. */
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * Taken before a read goes to the database, and handed back with what it read: a notice heard
 * in between means the read may predate the change, so it is not kept.
 */
export interface Ticket {
  readonly round: number;
  readonly heard: number;
}

export interface ReadCacheLimits {
  sessions: number;
  /** Bytes of JSON kept, over every page. */
  pageBytes: number;
}

const DEFAULT_LIMITS: ReadCacheLimits = { sessions: 10_000, pageBytes: 32 * 1024 * 1024 };
/** Readers whose notices are counted one by one; past it, every ticket out is spent at once. */
const COUNTED_READERS = 10_000;

/**
 * One process's sessions and signed-in pages, kept between requests until the database says
 * their user or the schools they read changed (docs/performance.md#the-read-cache). Only the
 * caller knows whether the notices are heard: it asks `synced()` before trusting or keeping
 * anything.
 */
export function createReadCache(limits: ReadCacheLimits = DEFAULT_LIMITS) {
  const sessions = new Map<string, CachedSession>();
  /** Per reader, the pages kept by their URL. */
  const pages = new Map<string, Map<string, CachedPage>>();
  let pageBytes = 0;
  /** Bumped when every kept thing is forgotten; a ticket from an earlier round is spent. */
  let round = 0;
  let sessionNotices = 0;
  const readerNotices = new Map<string, number>();

  const forgetReaderPages = (readerId: string) => {
    const kept = pages.get(readerId);
    if (!kept) return;
    for (const page of kept.values()) pageBytes -= page.body.length;
    pages.delete(readerId);
  };

  const countReader = (readerId: string) => {
    if (readerNotices.size >= COUNTED_READERS && !readerNotices.has(readerId)) {
      forgetAll();
      return;
    }
    readerNotices.set(readerId, (readerNotices.get(readerId) ?? 0) + 1);
  };

  const forgetAll = () => {
    round += 1;
    sessions.clear();
    pages.clear();
    pageBytes = 0;
    readerNotices.clear();
  };

  /** `user:<id>`: their sessions, their account; `member:<id>`: a school they may reach. */
  const heard = (payload: string) => {
    const colon = payload.indexOf(':');
    const kind = payload.slice(0, colon);
    const id = payload.slice(colon + 1);
    if (kind === 'user') {
      sessionNotices += 1;
      for (const [tokenHash, session] of sessions) {
        if (session.user.id === id) sessions.delete(tokenHash);
      }
    }
    if (kind === 'user' || kind === 'member') {
      countReader(id);
      forgetReaderPages(id);
    }
  };

  return {
    heard,
    forgetAll,

    sessionTicket: (): Ticket => ({ round, heard: sessionNotices }),
    session(tokenHash: string): CachedSession | undefined {
      return sessions.get(tokenHash);
    },
    keepSession(ticket: Ticket, session: CachedSession) {
      if (ticket.round !== round || ticket.heard !== sessionNotices) return;
      if (sessions.size >= limits.sessions) {
        const oldest = sessions.keys().next();
        if (!oldest.done) sessions.delete(oldest.value);
      }
      sessions.set(session.tokenHash, session);
    },

    pageTicket: (readerId: string): Ticket => ({ round, heard: readerNotices.get(readerId) ?? 0 }),
    page(readerId: string, url: string): CachedPage | undefined {
      return pages.get(readerId)?.get(url);
    },
    keepPage(ticket: Ticket, readerId: string, url: string, page: CachedPage) {
      if (ticket.round !== round || ticket.heard !== (readerNotices.get(readerId) ?? 0)) return;
      if (page.body.length > limits.pageBytes) return;
      while (pageBytes + page.body.length > limits.pageBytes) {
        const oldest = pages.keys().next();
        if (oldest.done) break;
        forgetReaderPages(oldest.value);
      }
      let kept = pages.get(readerId);
      if (!kept) {
        kept = new Map();
        pages.set(readerId, kept);
      }
      const before = kept.get(url);
      if (before) pageBytes -= before.body.length;
      kept.set(url, page);
      pageBytes += page.body.length;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
