import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sessions, users } from '../db/schema/accounts';
import { preparedOnce } from '../db/prepared';
import { newSessionToken, sha256 } from './secrets';

export type UserRow = typeof users.$inferSelect;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export async function createSession(db: Queryable, userId: string, policy: SessionPolicy) {
  const token = newSessionToken();
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
  });
  return token;
}

/** last_seen_at is written at most this often, so reads do not all turn into writes. */
export const TOUCH_EVERY_MS = 60_000;

export interface LiveSession {
  user: UserRow;
  tokenHash: string;
  /** When the session was last marked as used, in ms: now, if this lookup marked it. */
  lastSeenAt: number;
  expiresAt: number;
}

/** The live session of a token's hash: not past its expiry, not idle too long; or null. */
export async function findSession(
  db: Queryable,
  tokenHash: string,
  policy: SessionPolicy,
): Promise<LiveSession | null> {
  const now = new Date();
  const [row] = await preparedOnce(db, 'session_user', (on) =>
    on
      .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        ),
      )
      .limit(1)
      .prepare('session_user'),
  ).execute({ tokenHash, now, idleSince: new Date(now.getTime() - policy.idleMs) });
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now.getTime() - lastSeenAt > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    lastSeenAt = now.getTime();
  }
  return { user: row.user, tokenHash, lastSeenAt, expiresAt: row.expiresAt.getTime() };
}

export async function deleteSession(db: Queryable, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Queryable, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Housekeeping: drops sessions that can no longer be used. */
export async function deleteDeadSessions(db: Queryable, policy: SessionPolicy) {
  const now = new Date();
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    );
}
