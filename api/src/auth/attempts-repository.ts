import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { attempts } from '../db/schema/accounts';

/** Counts `key`'s events within the window. */
export async function countAttempts(db: Queryable, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(attempts)
    .where(and(eq(attempts.key, key), gt(attempts.createdAt, new Date(Date.now() - windowMs))));
  return Number(row?.total ?? 0);
}

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

export async function recordAttempt(db: Queryable, key: string): Promise<void> {
  await db.insert(attempts).values({ key });
}

export async function clearAttempts(db: Queryable, key: string): Promise<void> {
  await db.delete(attempts).where(eq(attempts.key, key));
}

/** Housekeeping: events older than any window are no longer needed. */
export async function deleteOldAttempts(db: Queryable, olderThanMs: number): Promise<void> {
  await db.delete(attempts).where(lt(attempts.createdAt, new Date(Date.now() - olderThanMs)));
}
