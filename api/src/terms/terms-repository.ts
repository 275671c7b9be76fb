import { nextTerm, type TermPlace } from '@fees/shared-data/core';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { payments, students, terms } from '../db/schema/schools';
import { lockSchool } from '../schools';
import { dropBroughtForward } from './student-ledger';
import { STUDENT_BALANCE_KOBO } from '../ledger/counted-payments';
import { RECEIVED } from '../ledger/counted-payments';
import type { Caller } from '../plugins/access/access';

export type TermRow = typeof terms.$inferSelect;

/** A school's terms, oldest first; the last is the current one. */
export async function schoolTerms(db: Queryable, schoolId: string): Promise<TermRow[]> {
  return db
    .select()
    .from(terms)
    .where(eq(terms.schoolId, schoolId))
    .orderBy(asc(terms.openedAt), asc(terms.id));
}

/** The school's current term, or null for a school that has none (one being deleted). */
export async function findCurrentTerm(db: Queryable, schoolId: string): Promise<TermRow | null> {
  const [row] = await db
    .select()
    .from(terms)
    .where(and(eq(terms.schoolId, schoolId), eq(terms.status, 'current')))
    .limit(1);
  return row ?? null;
}

/** The school's current term: a school always has exactly one (docs/terms.md). */
export async function currentTerm(db: Queryable, schoolId: string): Promise<TermRow> {
  const row = await findCurrentTerm(db, schoolId);
  if (!row) throw new Error(`School ${schoolId} has no current term`);
  return row;
}

export type SetCurrentResult =
  { kind: 'set'; term: TermRow } | { kind: 'not-found' } | { kind: 'has-payments' };

/**
 * Says which session and term the school is in, until its first payment: after that payments are
 * filed under the term and it stays as it is (docs/terms.md#sessions-and-terms). The school then
 * has that one term: terms it had closed, with nothing paid in them, go with their frozen lines,
 * and what students brought forward from them with them.
 */
export async function setCurrentTerm(
  db: Queryable,
  caller: Caller,
  schoolId: string,
  place: TermPlace,
): Promise<SetCurrentResult> {
  return db.transaction(async (tx): Promise<SetCurrentResult> => {
    if (!(await lockSchool(tx, schoolId, caller))) return { kind: 'not-found' };
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.schoolId, schoolId), RECEIVED))
      .limit(1);
    if (paid) return { kind: 'has-payments' };
    const current = await currentTerm(tx, schoolId);
    await dropClosedTerms(tx, schoolId, current.id);
    const [row] = await tx
      .update(terms)
      .set({ session: place.session, name: place.name })
      .where(eq(terms.id, current.id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return { kind: 'set', term: row };
  });
}

/**
 * What starting the next term would carry into it (docs/terms.md#next-term): the students
 * enrolled now, class by class, and the balances every student, leavers too, would bring forward.
 */
export async function previewNextTerm(db: Queryable, schoolId: string) {
  const current = await currentTerm(db, schoolId);
  const balance = STUDENT_BALANCE_KOBO;
  const [row] = await db
    .select({
      enrolled: sql<number>`count(*) filter (where ${students.enrolment} = 'enrolled')`.mapWith(
        Number,
      ),
      owing: sql<number>`count(*) filter (where ${balance} > 0)`.mapWith(Number),
      owedKobo: sql<number>`coalesce(sum(${balance}) filter (where ${balance} > 0), 0)`.mapWith(
        Number,
      ),
      inCredit: sql<number>`count(*) filter (where ${balance} < 0)`.mapWith(Number),
      creditKobo: sql<number>`coalesce(-sum(${balance}) filter (where ${balance} < 0), 0)`.mapWith(
        Number,
      ),
    })
    .from(students)
    .where(eq(students.schoolId, schoolId));
  const classes = await db
    .select({ _id: students.classroomId, students: count().mapWith(Number) })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.enrolment, 'enrolled')))
    .groupBy(students.classroomId)
    .orderBy(asc(students.classroomId));
  return { closing: current.id, next: nextTerm(current), figures: row, classes };
}

/** Drops a school's closed terms (it has no payment) and what they brought forward. */
async function dropClosedTerms(tx: Transaction, schoolId: string, currentId: string) {
  const closed = and(eq(terms.schoolId, schoolId), eq(terms.status, 'closed'));
  // A checkout started in a closed term is still on its way: it moves to the current term.
  await tx
    .update(payments)
    .set({ termId: currentId })
    .where(and(eq(payments.schoolId, schoolId), ne(payments.termId, currentId)));
  await tx.delete(terms).where(closed);
  const carrying = await tx
    .select()
    .from(students)
    .where(and(eq(students.schoolId, schoolId), ne(students.broughtForwardKobo, 0)))
    .orderBy(asc(students.id))
    .for('update');
  for (const student of carrying) await dropBroughtForward(tx, student);
}
