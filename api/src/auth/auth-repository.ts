import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { emailCodes, users } from '../db/schema/accounts';
import { hashEmailCode, newEmailCode, sameHex } from './secrets';

export type CodePurpose = 'verify' | 'reset';

export const CODE_LIFETIME_MS = 5 * 60_000;
export const MAX_CODE_TRIES = 5;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Queryable, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(
  db: Queryable,
  values: {
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    passwordHash: string;
  },
) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the user's live code for this purpose; returns the plain code to mail. */
export async function issueCode(db: Queryable, userId: string, purpose: CodePurpose) {
  const code = newEmailCode();
  const values = {
    userId,
    purpose,
    codeHash: hashEmailCode(userId, purpose, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    createdAt: new Date(),
  };
  await db
    .insert(emailCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [emailCodes.userId, emailCodes.purpose],
      set: {
        codeHash: values.codeHash,
        attempts: 0,
        expiresAt: values.expiresAt,
        createdAt: values.createdAt,
      },
    });
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'exhausted';

/**
 * Checks a code: single use (the caller deletes it on 'ok' in its transaction), valid for five
 * minutes, at most five wrong tries (then 'exhausted' until a new code is mailed).
 */
export async function checkCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) return 'wrong';
  // Every check takes one try first, atomically, so parallel guesses cannot exceed the limit.
  const [taken] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, MAX_CODE_TRIES)))
    .returning({ attempts: emailCodes.attempts });
  if (!taken) return 'exhausted';
  return sameHex(row.codeHash, hashEmailCode(userId, purpose, code)) ? 'ok' : 'wrong';
}

/** Consumes the code; false when another request used it first. */
export async function consumeCode(db: Queryable, userId: string, purpose: CodePurpose) {
  const deleted = await db
    .delete(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
    .returning({ id: emailCodes.id });
  return deleted.length > 0;
}

export async function markVerified(db: Queryable, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
