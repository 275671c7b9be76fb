import type { Instalment, PaymentPlan } from '@fees/shared-data/core';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { studentPlans, termPlans } from '../db/schema/plans';
import { lockSchool } from '../schools';
import { findCurrentTerm, schoolPlan, studentPlan, type TermRow } from '../terms';

async function hasOwnPlan(db: Queryable, termId: string): Promise<boolean> {
  const [row] = await db
    .select({ termId: termPlans.termId })
    .from(termPlans)
    .where(eq(termPlans.termId, termId));
  return row !== undefined;
}

/** The school's plan for its current term, or null when it has no current term. */
export async function readSchoolPlan(db: Queryable, schoolId: string): Promise<PaymentPlan | null> {
  const term = await findCurrentTerm(db, schoolId);
  if (!term) return null;
  return {
    termId: term.id,
    instalments: await schoolPlan(db, term),
    own: await hasOwnPlan(db, term.id),
  };
}

/**
 * The plan that applies to a student in their school's current term: their own, else the
 * school's; null when the school has no current term.
 */
export async function readStudentPlan(
  db: Queryable,
  schoolId: string,
  studentId: string,
): Promise<PaymentPlan | null> {
  const term = await findCurrentTerm(db, schoolId);
  if (!term) return null;
  const own = await studentPlan(db, studentId, term.id);
  return { termId: term.id, instalments: own ?? (await schoolPlan(db, term)), own: !!own };
}

export type PlanWrite =
  | { kind: 'set'; plan: PaymentPlan; term: TermRow }
  | { kind: 'no-term' }
  | { kind: 'refused'; message: string };

/**
 * Sets the current term's plan of a school, or of one of its students (`studentId`; null
 * `instalments` returns them to the school's), under the school's lock so a term being closed
 * meanwhile keeps the plan it had. `check` judges the plan against the term it is for.
 */
export async function writePlan(
  db: Queryable,
  schoolId: string,
  studentId: string | null,
  instalments: Instalment[] | null,
  check: (instalments: Instalment[], term: TermRow) => string | null,
): Promise<PlanWrite> {
  return db.transaction(async (tx): Promise<PlanWrite> => {
    await lockSchool(tx, schoolId);
    const term = await findCurrentTerm(tx, schoolId);
    if (!term) return { kind: 'no-term' };
    const problem = instalments === null ? null : check(instalments, term);
    if (problem !== null) return { kind: 'refused', message: problem };
    if (studentId === null) {
      if (instalments === null) throw new Error('A school always has a plan');
      await tx
        .insert(termPlans)
        .values({ termId: term.id, instalments })
        .onConflictDoUpdate({ target: termPlans.termId, set: { instalments } });
      return { kind: 'set', term, plan: { termId: term.id, instalments, own: true } };
    }
    if (instalments === null) {
      await tx
        .delete(studentPlans)
        .where(and(eq(studentPlans.studentId, studentId), eq(studentPlans.termId, term.id)));
    } else {
      await tx
        .insert(studentPlans)
        .values({ studentId, termId: term.id, instalments })
        .onConflictDoUpdate({
          target: [studentPlans.studentId, studentPlans.termId],
          set: { instalments },
        });
    }
    const plan = (await readStudentPlan(tx, schoolId, studentId))!;
    return { kind: 'set', term, plan };
  });
}
