import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { anyOf } from '../db/fixed-text';
import { tooManyTries, type HttpError } from '../plugins/errors';
import { attempts } from '../db/schema/accounts';
import { inTurn } from './key-turns';

/** When `key` last happened, or null. */
export async function lastAttempt(db: Queryable, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: attempts.createdAt })
    .from(attempts)
    .where(eq(attempts.key, key))
    .orderBy(desc(attempts.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Holds `key` until the surrounding transaction ends, so a check-then-record on the same key
 * cannot interleave with another request's.
 */
export async function lockAttemptKey(tx: Queryable, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Records one event under `key`; its id lets a try that turned out well be taken back. */
export async function recordAttempt(db: Queryable, key: string): Promise<string> {
  const [row] = await db.insert(attempts).values({ key }).returning({ id: attempts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function deleteAttempts(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(attempts).where(anyOf(attempts.id, ids));
}

export interface Budget {
  key: string;
  max: number;
  /** Events from this moment on count. */
  since: Date;
  /** Thrown when the budget is spent. */
  refusal: HttpError;
  /**
   * How many events this try records under `key` (1 when unset): a send of 40 mails spends 40 of
   * a mail budget, and is refused whole when fewer are left. 0 leaves the budget alone.
   */
  spend?: number;
}

/** `max` events of `key` in the last `windowMs`; past it, 429 with `message` and `Retry-After`. */
export function windowBudget(
  key: string,
  { max, windowMs }: { max: number; windowMs: number },
  message: string,
): Budget {
  return {
    key,
    max,
    since: new Date(Date.now() - windowMs),
    refusal: tooManyTries(message, windowMs),
  };
}

/**
 * Counts and records a try in one step: under a lock on every key, the try is recorded under every
 * key unless a budget is spent, before the caller does the slow or secret part, so parallel tries
 * cannot all pass the count; otherwise the first spent budget's refusal is thrown. Returns the
 * records' ids, for `deleteAttempts` when the try succeeds. Keys are locked in the order given;
 * callers keep one order. One call to the database's `take_attempt` (drizzle/0011) does it all,
 * so a key's lock is never held across a round trip: one account's parallel tries queue only
 * for the database's own work. A budget spending n events is handed to it as n entries of its key,
 * each allowed while fewer than `max - n + 1` are counted, so all n fit or none is recorded. Each
 * list is one array parameter, so the statement's text is the same for any number of budgets.
 */
export async function takeAttempt(db: Queryable, budgets: Budget[]): Promise<string[]> {
  const spends = budgets.map((budget) => budget.spend ?? 1);
  const keys = sql.param(budgets.map((budget) => budget.key));
  const sinces = sql.param(budgets.map((budget) => budget.since.toISOString()));
  const maxes = sql.param(budgets.map((budget) => budget.max));
  const entries = sql`(select
      array_agg(b.key order by b.n, g) as keys,
      array_agg(b.since order by b.n, g) as sinces,
      array_agg(b.max - b.spend + 1 order by b.n, g) as maxes
    from unnest(${keys}::text[], ${sinces}::timestamptz[], ${maxes}::integer[],
        ${sql.param(spends)}::integer[])
      with ordinality as b(key, since, max, spend, n),
      generate_series(1, b.spend) as g) as entries`;
  const rows = await db
    .select({
      id: sql<string | null>`attempt_id`,
      spentKey: sql<string | null>`spent_key`,
    })
    .from(sql`${entries}, take_attempt(entries.keys, entries.sinces, entries.maxes)`);
  const spent = budgets.find((budget) => rows.some((row) => row.spentKey === budget.key));
  if (spent) throw spent.refusal;
  const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
  const spending = spends.reduce((total, spend) => total + spend, 0);
  if (ids.length !== spending) throw new Error('A try was neither recorded nor refused');
  return ids;
}

/**
 * Runs `check` as the only try of the first budget's key in flight in this process: later tries
 * wait their turn in memory. Each try is taken with `takeAttempt` before `check` runs, so it counts
 * as a failure while it is in flight and parallel wrong answers, from any number of processes,
 * cannot run more checks than a budget allows; a spent budget refuses before `check` runs. A
 * `check` that answers true takes its try back, and one that throws (a busy server) does too, so
 * only failures stay counted and right answers made at once all pass. No lock or transaction is
 * held while `check` runs: a slow hash keeps no database connection from other requests.
 */
export async function tryInTurn(
  db: Database,
  budgets: Budget[],
  check: () => Promise<boolean>,
): Promise<boolean> {
  const [first] = budgets;
  if (!first) throw new Error('A try needs a budget');
  return inTurn(db, first.key, async () => {
    const taken = await takeAttempt(db, budgets);
    const passed = await check().catch(async (error: unknown) => {
      await deleteAttempts(db, taken);
      throw error;
    });
    if (passed) await deleteAttempts(db, taken);
    return passed;
  });
}

export async function clearAttempts(db: Queryable, key: string): Promise<void> {
  await db.delete(attempts).where(eq(attempts.key, key));
}

/** Housekeeping: events older than any window are no longer needed. */
export async function deleteOldAttempts(db: Queryable, olderThanMs: number): Promise<void> {
  await db.delete(attempts).where(lt(attempts.createdAt, new Date(Date.now() - olderThanMs)));
}
