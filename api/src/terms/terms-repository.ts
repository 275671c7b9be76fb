import { firstTerm } from '@fees/shared-data/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { terms } from '../db/schema/schools';

export type TermRow = typeof terms.$inferSelect;

/** A school's terms, oldest first; the last is the current one. */
export async function schoolTerms(db: Queryable, schoolId: string): Promise<TermRow[]> {
  return db
    .select()
    .from(terms)
    .where(eq(terms.schoolId, schoolId))
    .orderBy(asc(terms.openedAt), asc(terms.id));
}

/** The school's current term: a school always has exactly one (docs/terms.md). */
export async function currentTerm(db: Queryable, schoolId: string): Promise<TermRow> {
  const [row] = await db
    .select()
    .from(terms)
    .where(and(eq(terms.schoolId, schoolId), eq(terms.status, 'current')))
    .limit(1);
  if (!row) throw new Error(`School ${schoolId} has no current term`);
  return row;
}

/** A new school opens 'First term' of the session holding today. */
export async function openFirstTerm(tx: Transaction, schoolId: string, now = new Date()) {
  const [row] = await tx
    .insert(terms)
    .values({ schoolId, ...firstTerm(now), status: 'current', openedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
