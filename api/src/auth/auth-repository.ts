import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { emailCodes, users } from '../db/schema/accounts';
import { hashEmailCode, newEmailCode, sameHex } from '../guards/secrets';

export type CodePurpose = 'verify' | 'reset';

/** A verification or reset code works this long after it is issued; only the server needs it. */
export const CODE_LIFETIME_MS = 5 * 60_000;
/** An account whose address is not verified within a day is removed, and its address freed. */
export const UNVERIFIED_LIFETIME_MS = 24 * 60 * 60_000;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Not after the account has expired unverified: it no longer exists for anyone. */
export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.email, email),
        or(
          isNotNull(users.emailVerifiedAt),
          gt(users.createdAt, new Date(Date.now() - UNVERIFIED_LIFETIME_MS)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteExpiredSignups(db: Queryable) {
  await db
    .delete(users)
    .where(
      and(
        isNull(users.emailVerifiedAt),
        lt(users.createdAt, new Date(Date.now() - UNVERIFIED_LIFETIME_MS)),
      ),
    );
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

/**
 * Whether `code` is the user's live code for this purpose: valid for five minutes, single use (the
 * caller deletes it in its transaction). Tries are budgeted by the caller, per account and per
 * address, so a stranger's wrong tries do not use up the owner's.
 */
export async function checkCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) return false;
  return sameHex(row.codeHash, hashEmailCode(userId, purpose, code));
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
