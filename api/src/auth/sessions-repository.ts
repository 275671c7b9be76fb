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

/** last_seen_at is written at most this often, so reads do not all turn into writes. */
const TOUCH_EVERY_MS = 60_000;

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

/** The user of a live session (not past its absolute expiry, not idle too long), or null. */
export async function findSessionUser(
  db: Queryable,
  token: string,
  policy: SessionPolicy,
): Promise<{ user: UserRow; tokenHash: string } | null> {
  const tokenHash = sha256(token);
  const now = new Date();
  const [row] = await preparedOnce(db, 'session_user', (on) =>
    on
      .select({ user: users, lastSeenAt: sessions.lastSeenAt })
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
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user, tokenHash };
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
