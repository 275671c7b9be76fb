import { firstTerm, type SchoolBody } from '@fees/shared-data/core';
import { and, asc, count, eq, getTableColumns, ilike, type SQL } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { payments, schoolMembers, schools, terms } from '../db/schema/schools';
import { heldPayments, type HeldPayments } from '../ledger/held-payments';
import {
  filterConditions,
  likePattern,
  readPage,
  type FilteredListQuery,
} from '../http/list-query';
import { lockSchool } from './school-figures';
import { addOwner, reachableBy } from './school-members';
import type { Caller } from '../plugins/access/access';

type SchoolValues = Omit<SchoolBody, 'password'>;

function values(body: SchoolValues) {
  return { name: body.name.trim(), address: body.address.trim(), level: body.level };
}

export type SchoolListQuery = FilteredListQuery<'_id'>;

/** The schools the user is a member of, each with their role there. */
export async function listSchools(db: Queryable, userId: string, query: SchoolListQuery) {
  const membership = and(eq(schoolMembers.schoolId, schools.id), eq(schoolMembers.userId, userId));
  const conditions: SQL[] = filterConditions(query, { _id: schools.id });
  if (query.q) conditions.push(ilike(schools.name, likePattern(query.q)));
  const where = and(...conditions);
  return readPage(
    query,
    db
      .select({ ...getTableColumns(schools), role: schoolMembers.role })
      .from(schools)
      .innerJoin(schoolMembers, membership)
      .where(where)
      .orderBy(asc(schools.createdAt), asc(schools.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(schools).innerJoin(schoolMembers, membership).where(where),
  );
}

/** A new school opens its first term with it (docs/terms.md#sessions-and-terms). */
/** A new school opens 'First term' of the session holding today. */
async function openFirstTerm(tx: Transaction, schoolId: string, now = new Date()) {
  const [row] = await tx
    .insert(terms)
    .values({ schoolId, ...firstTerm(now), status: 'current', openedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function createSchool(db: Queryable, ownerId: string, body: SchoolValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schools)
      .values({ ownerId, ...values(body) })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await addOwner(tx, row.id, ownerId);
    await openFirstTerm(tx, row.id, row.createdAt);
    return row;
  });
}

export async function updateSchool(db: Queryable, ownerId: string, id: string, body: SchoolValues) {
  const [row] = await db
    .update(schools)
    .set({ ...values(body), updatedAt: new Date() })
    .where(and(eq(schools.id, id), reachableBy(ownerId)))
    .returning();
  return row ?? null;
}

export type DeleteSchoolResult = 'deleted' | 'not-found' | Exclude<HeldPayments, null>;

/**
 * Refused while the school holds money (see heldPayments); otherwise the foreign keys cascade to
 * its classrooms, students and expired pending payments. The school's row lock keeps a payment
 * from being started or recorded between the check and the delete.
 */
export async function deleteSchool(db: Queryable, caller: Caller, id: string) {
  return db.transaction(async (tx): Promise<DeleteSchoolResult> => {
    if (!(await lockSchool(tx, id, caller))) return 'not-found';
    const held = await heldPayments(tx, eq(payments.schoolId, id));
    if (held) return held;
    await tx.delete(schools).where(eq(schools.id, id));
    return 'deleted';
  });
}

export async function findSchool(db: Queryable, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(schools)
    .where(and(eq(schools.id, id), reachableBy(ownerId)))
    .limit(1);
  return row ?? null;
}
