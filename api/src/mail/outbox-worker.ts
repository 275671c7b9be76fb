import type { FastifyBaseLogger } from 'fastify';
import { coalescedRuns } from '../db/coalesced-runs';
import type { Database } from '../db/client';
import type { Mailer } from './mailer';
import {
  claimNextMail,
  finishMail,
  pruneFinishedMail,
  retryMailAt,
  type OutboxRow,
} from './outbox-repository';

/** The backstop: mail queued by another process, or due for a retry, leaves within this. */
const POLL_MS = 5_000;
/** A claim outlives any one delivery (its deadline below), so only a dead worker's claim lapses. */
const CLAIM_MS = 2 * 60_000;
/** Bounds one delivery as a whole, whatever a relay that trickles bytes does to the timeouts. */
const SEND_DEADLINE_MS = 30_000;
/** How long closing waits for a delivery under way before cancelling it (it is retried later). */
const CLOSE_GRACE_MS = 5_000;
/** Attempts before a mail is given up: with the delays below, about two hours of trying. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const FINISHED_KEPT_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface OutboxWorker {
  /**
   * Delivers what is due now. Call it after the transaction that queued a mail commits. The
   * promise settles when a pass that began after this call has finished; it never rejects.
   */
  nudge(): Promise<void>;
  start(): void;
  /** Stops polling and waits for the delivery under way (cancelled after a grace period). */
  stop(): Promise<void>;
}

/** 10 s, 30 s, 90 s … tripling up to an hour, after the `attempts`-th failure. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 3 ** (attempts - 1), LONGEST_RETRY_MS);
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function createOutboxWorker(options: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): OutboxWorker {
  const { db, mailer, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let sending: AbortController | null = null;
  let prunedAt = 0;

  // Never the body: it holds codes and payers' details (the mailer alone logs it, in development).
  const about = (row: OutboxRow) => ({
    mailId: row.id,
    to: row.recipient,
    subject: row.subject,
    attempts: row.attempts,
  });

  async function deliver(row: OutboxRow) {
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
      await finishMail(db, row.id, { status: 'failed', error: 'expired before delivery' });
      log.error(about(row), 'mail expired before it could be delivered');
      return;
    }
    sending = new AbortController();
    const signal = AbortSignal.any([sending.signal, AbortSignal.timeout(SEND_DEADLINE_MS)]);
    try {
      await mailer.send(
        { to: row.recipient, subject: row.subject, text: row.body ?? '' },
        { signal },
      );
    } catch (error) {
      const reason = describe(error);
      if (row.attempts >= MAX_ATTEMPTS) {
        await finishMail(db, row.id, { status: 'failed', error: reason });
        log.error({ ...about(row), reason }, 'mail given up after its last attempt');
      } else {
        await retryMailAt(db, row.id, new Date(Date.now() + retryDelayMs(row.attempts)), reason);
        log.warn({ ...about(row), reason }, 'mail delivery failed; it will be retried');
      }
      return;
    } finally {
      sending = null;
    }
    await finishMail(db, row.id, { status: 'sent' });
  }

  async function pass() {
    try {
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneFinishedMail(db, new Date(Date.now() - FINISHED_KEPT_MS));
      }
      while (!stopped) {
        const row = await claimNextMail(db, new Date(), CLAIM_MS);
        if (!row) return;
        await deliver(row);
      }
    } catch (error) {
      // The database is away (it is retried on the next nudge or poll); the rows wait.
      log.error({ err: error }, 'mail outbox pass failed');
    }
  }

  // A pass under way may have looked already: one more follows it, for every caller.
  const passes = coalescedRuns(pass);

  function nudge(): Promise<void> {
    if (stopped) return passes.running ?? Promise.resolve();
    return passes.request();
  }

  return {
    nudge,
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void nudge(), POLL_MS);
      timer.unref();
      void nudge();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      const under = passes.running;
      if (!under) return;
      const grace = setTimeout(
        () => sending?.abort(new Error('the API is closing')),
        CLOSE_GRACE_MS,
      );
      try {
        await under;
      } finally {
        clearTimeout(grace);
      }
    },
  };
}
