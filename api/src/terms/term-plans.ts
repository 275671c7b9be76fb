import {
  defaultPlan,
  movePlan,
  schoolToday,
  type DueAtOnce,
  type Instalment,
} from '@fees/shared-data/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { insertRows } from '../db/fixed-text';
import { lateFees } from '../db/schema/late-fees';
import { studentPlans, termPlans } from '../db/schema/plans';
import { students, terms } from '../db/schema/schools';
import type { TermRow } from './terms-repository';

/** The Lagos day a term opened: its default plan's one due date (docs/due-dates.md). */
export function openedOn(term: Pick<TermRow, 'openedAt'>): string {
  return schoolToday(term.openedAt);
}

/** The school's plan for a term: the one its owner set, else all due the day it opened. */
export async function schoolPlan(db: Queryable, term: TermRow): Promise<Instalment[]> {
  const [row] = await db
    .select({ instalments: termPlans.instalments })
    .from(termPlans)
    .where(eq(termPlans.termId, term.id));
  return row?.instalments ?? defaultPlan(openedOn(term));
}

/** A student's own plan for a term, or null when the school's applies to them. */
export async function studentPlan(
  db: Queryable,
  studentId: string,
  termId: string,
): Promise<Instalment[] | null> {
  const [row] = await db
    .select({ instalments: studentPlans.instalments })
    .from(studentPlans)
    .where(and(eq(studentPlans.studentId, studentId), eq(studentPlans.termId, termId)));
  return row?.instalments ?? null;
}

/**
 * Carries the closing term's plans, the school's and each student's own, into the term that opens,
 * every date moved by the days between their openings (docs/due-dates.md#next-term): two reads and
 * two writes for the whole school, in the step's transaction.
 */
export async function carryPlans(tx: Transaction, closing: TermRow, opened: TermRow) {
  const move = (instalments: Instalment[]) =>
    movePlan(instalments, openedOn(closing), openedOn(opened), opened.session);
  const [own] = await tx
    .select({ instalments: termPlans.instalments })
    .from(termPlans)
    .where(eq(termPlans.termId, closing.id));
  if (own)
    await tx.insert(termPlans).values({ termId: opened.id, instalments: move(own.instalments) });
  const students = await tx
    .select({ studentId: studentPlans.studentId, instalments: studentPlans.instalments })
    .from(studentPlans)
    .where(eq(studentPlans.termId, closing.id));
  await insertRows(
    tx,
    studentPlans,
    students.map(({ studentId, instalments }) => ({
      studentId,
      termId: opened.id,
      instalments: move(instalments),
    })),
  );
}

/**
 * In a query of students: the plan that applies to the student this term, their own else the
 * school's, or null for the default one; when their school's current term opened; and the late
 * fees of this term not waived, each due at once from the day it was charged (docs/due-dates.md),
 * while they are charged at all (an enrolled student).
 */
export const studentPlanColumns = {
  planInstalments: sql<Instalment[] | null>`coalesce(
    (select ${studentPlans.instalments} from ${studentPlans}
      join ${terms} on ${terms.id} = ${studentPlans.termId}
      where ${studentPlans.studentId} = ${students.id} and ${terms.status} = 'current'),
    (select ${termPlans.instalments} from ${termPlans}
      join ${terms} on ${terms.id} = ${termPlans.termId}
      where ${terms.schoolId} = ${students.schoolId} and ${terms.status} = 'current'))`,
  termOpenedAt: sql<Date | string>`(select ${terms.openedAt} from ${terms}
    where ${terms.schoolId} = ${students.schoolId} and ${terms.status} = 'current')`,
  lateFeesDue: sql<DueAtOnce[]>`(select coalesce(json_agg(json_build_object(
      'dueOn', ${lateFees.chargedOn}, 'amountKobo', ${lateFees.amountKobo})), '[]'::json)
    from ${lateFees} join ${terms} on ${terms.id} = ${lateFees.termId}
    where ${lateFees.studentId} = ${students.id} and ${terms.status} = 'current'
      and ${lateFees.waivedAt} is null and ${students.enrolment} = 'enrolled')`,
};
