import { and, eq, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema/accounts';
import { schoolMembers, schools } from '../db/schema/schools';
import type { UserRow } from '../guards/sessions-repository';
import type { SchoolRole } from '@fees/shared-data/core';

/**
 * The schools `userId` may reach: those they are a member of, in any role (docs/staff.md). For
 * a query that reads `schools`; a school out of reach reads as not there.
 */
export function reachableBy(userId: string | Placeholder | SQL): SQL {
  return sql`exists (select 1 from ${schoolMembers} where ${schoolMembers.schoolId} = ${schools.id} and ${schoolMembers.userId} = ${userId})`;
}

/** The role of `userId` in the school of a query's `schoolId` column; null when not a member. */
export function roleIn(
  schoolId: Column,
  userId: string | Placeholder | SQL,
): SQL<SchoolRole | null> {
  return sql<SchoolRole | null>`(select ${schoolMembers.role} from ${schoolMembers} where ${schoolMembers.schoolId} = ${schoolId} and ${schoolMembers.userId} = ${userId})`;
}

/** The school's first member: the user who registered it, as its owner. */
export async function addOwner(db: Queryable, schoolId: string, userId: string) {
  await db.insert(schoolMembers).values({ schoolId, userId, role: 'owner' });
}

/**
 * The user's role in the school, or null when they are not a member; `lock` holds the membership
 * until the transaction ends, so a change and a removal of one member queue.
 */
export async function memberRole(
  db: Queryable,
  schoolId: string,
  userId: string,
  lock = false,
): Promise<SchoolRole | null> {
  const query = db
    .select({ role: schoolMembers.role })
    .from(schoolMembers)
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row?.role ?? null;
}

/** A member and their role in the school, in one read; null when they are not (or no longer) one. */
export async function findMember(
  db: Queryable,
  schoolId: string,
  userId: string,
): Promise<{ user: UserRow; role: SchoolRole } | null> {
  const [row] = await db
    .select({ user: users, role: schoolMembers.role })
    .from(schoolMembers)
    .innerJoin(users, eq(users.id, schoolMembers.userId))
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}
