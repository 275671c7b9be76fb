import { randomUUID } from 'node:crypto';
import {
  lateFeeIsOn,
  lateFeeLine,
  lateFeesToCharge,
  NO_LATE_FEE,
  toNaira,
  type LateFee,
  type LateFeeRule,
} from '@fees/shared-data/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { insertRows, updateRows } from '../db/fixed-text';
import { lateFees, schoolLateFees } from '../db/schema/late-fees';
import { studentPlans } from '../db/schema/plans';
import { students } from '../db/schema/schools';
import { studentTerms } from '../db/schema/ledger';
import { lockSchool, moveClassroomFigures, moveSchoolFigures } from '../schools';
import {
  findCurrentTerm,
  lateFeesOf,
  lockStudent,
  openedOn,
  placeStudent,
  schoolPlan,
} from '../terms';

/** The school's late fee rule; no row is no late fee. */
export async function readRule(db: Queryable, schoolId: string): Promise<LateFeeRule> {
  const [row] = await db.select().from(schoolLateFees).where(eq(schoolLateFees.schoolId, schoolId));
  if (!row) return NO_LATE_FEE;
  return row.percentHundredths !== null
    ? { percent: row.percentHundredths / 100, graceDays: row.graceDays }
    : { amountKobo: row.amountKobo ?? 0, graceDays: row.graceDays };
}

/** Sets the school's late fee; an amount of 0 removes it. */
export async function writeRule(db: Queryable, schoolId: string, rule: LateFeeRule) {
  if (!lateFeeIsOn(rule)) {
    await db.delete(schoolLateFees).where(eq(schoolLateFees.schoolId, schoolId));
    return;
  }
  const percentHundredths = 'percent' in rule ? Math.round(rule.percent * 100) : null;
  const amountKobo = 'percent' in rule ? null : rule.amountKobo;
  const values = { amountKobo, percentHundredths, graceDays: rule.graceDays };
  await db
    .insert(schoolLateFees)
    .values({ schoolId, ...values })
    .onConflictDoUpdate({ target: schoolLateFees.schoolId, set: values });
}

/** A student's late fees of the school's current term, in the order they were charged. */
export async function listLateFees(
  db: Queryable,
  student: { id: string; schoolId: string },
): Promise<LateFee[]> {
  const term = await findCurrentTerm(db, student.schoolId);
  if (!term) return [];
  const rows = await db
    .select()
    .from(lateFees)
    .where(and(eq(lateFees.studentId, student.id), eq(lateFees.termId, term.id)))
    .orderBy(asc(lateFees.chargedOn), asc(lateFees.dueOn));
  return rows.map((row) => ({
    _id: row.id,
    dueOn: row.dueOn,
    chargedOn: row.chargedOn,
    amount: toNaira(row.amountKobo),
    waived: row.waivedAt !== null,
  }));
}

export type WaiveResult =
  | { kind: 'waived'; line: string }
  | { kind: 'not-found' }
  | { kind: 'closed' }
  | { kind: 'already-waived' };

/**
 * Waives one of a student's late fees (docs/due-dates.md#late-fee): it stays, marked, so it is not
 * charged again, and it no longer counts in their charges. Under the school's lock and the
 * student's; a late fee of a closed term is frozen with it.
 */
export async function waiveLateFee(
  db: Queryable,
  student: { id: string; schoolId: string },
  lineId: string,
  userId: string,
): Promise<WaiveResult> {
  return db.transaction(async (tx): Promise<WaiveResult> => {
    await lockSchool(tx, student.schoolId);
    const [fee] = await tx
      .select()
      .from(lateFees)
      .where(and(eq(lateFees.id, lineId), eq(lateFees.studentId, student.id)));
    if (!fee) return { kind: 'not-found' };
    const term = await findCurrentTerm(tx, student.schoolId);
    if (!term || term.id !== fee.termId) return { kind: 'closed' };
    if (fee.waivedAt !== null) return { kind: 'already-waived' };
    const locked = await lockStudent(tx, student.id);
    if (!locked) return { kind: 'not-found' };
    await tx
      .update(lateFees)
      .set({ waivedAt: new Date(), waivedBy: userId })
      .where(eq(lateFees.id, fee.id));
    // A leaver is charged nothing this term, their late fees included: nothing moves.
    if (locked.enrolment === 'enrolled') {
      await placeStudent(tx, locked, term.id, {
        classroomId: locked.classroomId,
        enrolment: locked.enrolment,
        chargesKobo: locked.totalFeesExpectedKobo - locked.broughtForwardKobo - fee.amountKobo,
      });
    }
    return { kind: 'waived', line: lateFeeLine(fee.dueOn) };
  });
}

/**
 * Charges the late fees due on `today` to every enrolled student of the school
 * (docs/due-dates.md#late-fee): one per instalment of the plan that applies to them whose grace has
 * ended while any of it is unmet, in the current term only. One transaction under the school's
 * lock and its students', a few statements for the whole school; a fee already charged is never
 * charged again (the unique index), so a second run, or another process, adds nothing. Each
 * student's record, their term's row and the totals of their class and school rise by what was
 * charged. Answers how many fees it charged.
 */
export async function chargeLateFees(
  db: Queryable,
  schoolId: string,
  today: string,
): Promise<{ charged: number }> {
  return db.transaction(async (tx) => {
    const school = await lockSchool(tx, schoolId);
    if (!school) return { charged: 0 };
    const rule = await readRule(tx, schoolId);
    const term = await findCurrentTerm(tx, schoolId);
    if (!term) return { charged: 0 };
    const pupils = await tx
      .select()
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.enrolment, 'enrolled')))
      .orderBy(asc(students.id))
      .for('update');
    const schools = await schoolPlan(tx, term);
    const own = new Map(
      (
        await tx
          .select({ studentId: studentPlans.studentId, instalments: studentPlans.instalments })
          .from(studentPlans)
          .where(eq(studentPlans.termId, term.id))
      ).map((row) => [row.studentId, row.instalments]),
    );
    const charged = await lateFeesOf(
      tx,
      term.id,
      pupils.map((pupil) => pupil.id),
    );
    const due = pupils.flatMap((pupil) =>
      lateFeesToCharge(
        {
          broughtForwardKobo: pupil.broughtForwardKobo,
          expectedKobo: pupil.totalFeesExpectedKobo,
          paidKobo: pupil.totalPaidFeesKobo,
        },
        own.get(pupil.id) ?? schools,
        openedOn(term),
        today,
        rule,
        charged.get(pupil.id) ?? [],
      ).map((fee) => ({
        id: randomUUID(),
        studentId: pupil.id,
        termId: term.id,
        schoolId,
        dueOn: fee.dueOn,
        chargedOn: today,
        amountKobo: fee.amountKobo,
      })),
    );
    // Every late fee of the school is written under its lock, after reading those charged: a
    // second run finds them and adds none. The unique index would refuse a second one regardless.
    await insertRows(tx, lateFees, due);
    await moveFigures(tx, schoolId, term.id, pupils, due);
    return { charged: due.length };
  });
}

/** Moves each charged student's figures, their term's row, and their class's and school's totals. */
async function moveFigures(
  tx: Transaction,
  schoolId: string,
  termId: string,
  pupils: readonly (typeof students.$inferSelect)[],
  added: readonly { studentId: string; amountKobo: number }[],
) {
  const perStudent = new Map<string, number>();
  for (const fee of added) {
    perStudent.set(fee.studentId, (perStudent.get(fee.studentId) ?? 0) + fee.amountKobo);
  }
  const rows = pupils.filter((pupil) => perStudent.has(pupil.id));
  if (rows.length === 0) return;
  await updateRows(
    tx,
    students,
    'id',
    rows.map((pupil) => ({
      id: pupil.id,
      totalFeesExpectedKobo: pupil.totalFeesExpectedKobo + (perStudent.get(pupil.id) ?? 0),
    })),
  );
  const ids = rows.map((pupil) => pupil.id);
  const amounts = rows.map((pupil) => perStudent.get(pupil.id) ?? 0);
  await tx.execute(sql`update ${studentTerms}
    set charges_kobo = ${studentTerms}.charges_kobo + given.kobo
    from unnest(${sql.param(ids)}::text[], ${sql.param(amounts)}::bigint[]) as given(student_id, kobo)
    where ${studentTerms}.student_id = given.student_id and ${studentTerms}.term_id = ${termId}`);
  const perClass = new Map<string, number>();
  for (const pupil of rows) {
    const kobo = perStudent.get(pupil.id) ?? 0;
    perClass.set(pupil.classroomId, (perClass.get(pupil.classroomId) ?? 0) + kobo);
  }
  for (const [classroomId, expectedKobo] of perClass) {
    await moveClassroomFigures(tx, classroomId, { expectedKobo });
  }
  await moveSchoolFigures(tx, schoolId, {
    expectedKobo: amounts.reduce((sum, kobo) => sum + kobo, 0),
  });
}
