import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { studentTerms } from '../db/schema/ledger';
import { students } from '../db/schema/schools';
import { oneStatement, type StatementPart } from '../db/one-statement';
import {
  classroomFiguresUpdate,
  moveClassroomFigures,
  moveSchoolFigures,
  schoolFiguresUpdate,
} from '../schools/school-figures';

export type StudentFigureRow = typeof students.$inferSelect;

/** A student's row, locked: every change of their figures happens under it. */
export async function lockStudent(tx: Transaction, studentId: string) {
  const [row] = await tx.select().from(students).where(eq(students.id, studentId)).for('update');
  return row ?? null;
}

const inClass = (student: Pick<StudentFigureRow, 'enrolment' | 'classroomId'>) =>
  student.enrolment === 'enrolled' ? student.classroomId : null;

/** Where a student is this term and what they are charged in it. */
export interface Placement {
  classroomId: string;
  enrolment: 'enrolled' | 'left';
  chargesKobo: number;
}

/**
 * A new student: their row in the current term and the totals of their class and school, which
 * rise by what they are charged.
 */
export async function enrolStudents(
  tx: Transaction,
  schoolId: string,
  termId: string,
  rows: readonly { id: string; classroomId: string; chargesKobo: number }[],
) {
  if (rows.length === 0) return;
  await tx.insert(studentTerms).values(
    rows.map((row) => ({
      studentId: row.id,
      termId,
      schoolId,
      classroomId: row.classroomId,
      chargesKobo: row.chargesKobo,
    })),
  );
  const byClass = new Map<string, { students: number; expectedKobo: number }>();
  for (const row of rows) {
    const total = byClass.get(row.classroomId) ?? { students: 0, expectedKobo: 0 };
    total.students += 1;
    total.expectedKobo += row.chargesKobo;
    byClass.set(row.classroomId, total);
  }
  for (const [classroomId, delta] of byClass) await moveClassroomFigures(tx, classroomId, delta);
  await moveSchoolFigures(tx, schoolId, {
    students: rows.length,
    expectedKobo: rows.reduce((sum, row) => sum + row.chargesKobo, 0),
  });
}

/**
 * Sets a locked student's class, enrolment and charges for the current term, and moves their
 * term's row, their figures and the totals of the classes and the school by the difference.
 */
export async function placeStudent(
  tx: Transaction,
  student: StudentFigureRow,
  termId: string,
  next: Placement,
) {
  const expectedKobo = student.broughtForwardKobo + next.chargesKobo;
  await tx
    .update(students)
    .set({
      classroomId: next.classroomId,
      enrolment: next.enrolment,
      totalFeesExpectedKobo: expectedKobo,
    })
    .where(eq(students.id, student.id));
  const nowIn = next.enrolment === 'enrolled' ? next.classroomId : null;
  await tx
    .insert(studentTerms)
    .values({
      studentId: student.id,
      termId,
      schoolId: student.schoolId,
      classroomId: nowIn,
      chargesKobo: next.chargesKobo,
    })
    .onConflictDoUpdate({
      target: [studentTerms.studentId, studentTerms.termId],
      set: { classroomId: nowIn, chargesKobo: next.chargesKobo },
    });
  const wasIn = inClass(student);
  const difference = expectedKobo - student.totalFeesExpectedKobo;
  if (wasIn === nowIn) {
    await moveClassroomFigures(tx, nowIn, { expectedKobo: difference });
  } else {
    const figures = { students: 1, paidKobo: student.totalPaidFeesKobo };
    await moveClassroomFigures(tx, wasIn, {
      students: -1,
      expectedKobo: -student.totalFeesExpectedKobo,
      paidKobo: -figures.paidKobo,
    });
    await moveClassroomFigures(tx, nowIn, { ...figures, expectedKobo });
  }
  await moveSchoolFigures(tx, student.schoolId, { expectedKobo: difference });
}

/**
 * A payment of a locked student counted (a positive amount) or voided (a negative one) in term
 * `termId`. In the current term it moves what they paid; in a closed term what they bring forward,
 * since the money truth wins over the frozen term (docs/terms.md#payments). Their term's row,
 * their record and the totals of their class and school move in one statement, with `alongside`
 * (the payment's own writes): payments are the hot path, and every payment takes those rows in
 * this one order.
 */
export async function countPayment(
  tx: Transaction,
  student: StudentFigureRow,
  termId: string,
  currentTermId: string,
  amountKobo: number,
  alongside: ReadonlyArray<StatementPart | null> = [],
) {
  const current = termId === currentTermId;
  const delta = current ? { paidKobo: amountKobo } : { expectedKobo: -amountKobo };
  await tx.execute(
    oneStatement([
      ...alongside,
      tx
        .insert(studentTerms)
        .values({
          studentId: student.id,
          termId,
          schoolId: student.schoolId,
          classroomId: null,
          paidKobo: amountKobo,
        })
        .onConflictDoUpdate({
          target: [studentTerms.studentId, studentTerms.termId],
          set: { paidKobo: sql`${studentTerms.paidKobo} + ${amountKobo}` },
        }),
      tx
        .update(students)
        .set(
          current
            ? { totalPaidFeesKobo: sql`${students.totalPaidFeesKobo} + ${amountKobo}` }
            : {
                broughtForwardKobo: sql`${students.broughtForwardKobo} - ${amountKobo}`,
                totalFeesExpectedKobo: sql`${students.totalFeesExpectedKobo} - ${amountKobo}`,
              },
        )
        .where(eq(students.id, student.id)),
      classroomFiguresUpdate(tx, inClass(student), delta),
      schoolFiguresUpdate(tx, student.schoolId, delta),
    ]),
  );
}

/** A student removed (they have no payments): their class and school lose their figures. */
export async function unenrolStudent(tx: Transaction, student: StudentFigureRow) {
  const delta = {
    students: -1,
    expectedKobo: -student.totalFeesExpectedKobo,
    paidKobo: -student.totalPaidFeesKobo,
  };
  await moveClassroomFigures(tx, inClass(student), delta);
  await moveSchoolFigures(tx, student.schoolId, delta);
}

/** A student's brought-forward is no more (its terms were dropped): their figures lose it. */
export async function dropBroughtForward(tx: Transaction, student: StudentFigureRow) {
  const delta = { expectedKobo: -student.broughtForwardKobo };
  await tx
    .update(students)
    .set({
      broughtForwardKobo: 0,
      totalFeesExpectedKobo: student.totalFeesExpectedKobo - student.broughtForwardKobo,
    })
    .where(eq(students.id, student.id));
  await moveClassroomFigures(tx, inClass(student), delta);
  await moveSchoolFigures(tx, student.schoolId, delta);
}
