import type { Enrolment } from '@fees/shared-data/core';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { insertRows } from '../db/fixed-text';
import { studentTerms } from '../db/schema/ledger';
import { payments, students } from '../db/schema/schools';
import { oneStatement, type StatementPart } from '../db/one-statement';
import {
  classroomFiguresUpdate,
  moveClassroomFigures,
  moveSchoolFigures,
  schoolFiguresUpdate,
  schoolReceiptUpdate,
} from '../schools';
import { balanceSql, receiptNumberSql } from '../ledger/counted-payments';

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
  enrolment: Enrolment;
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
  await insertRows(
    tx,
    studentTerms,
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
 * A payment counted for the first time takes its receipt in the statement that counts it
 * (docs/payments.md#receipts): the school's next number, the student's payments in the term up to
 * and including it and their balance after it, all read from the rows that statement moves, so a
 * rolled-back payment takes no number and no two share one.
 */
export interface FirstCount {
  paymentId: string;
  /** receiptPrefix of the school's name. */
  prefix: string;
  /** The payment's own changes, written in the same update (a card payment's recording). */
  changes?: Partial<typeof payments.$inferInsert>;
  /**
   * Writes reading the receipt from `counted_payment` (receipt_no): the receipt mail, the audit
   * line naming it.
   */
  after?: ReadonlyArray<StatementPart | null>;
}

/** A payment's receipt as FirstCount wrote it. */
export interface CountedReceipt {
  receiptNo: string;
  paidToDateKobo: number;
  balanceAfterKobo: number;
}

/**
 * A payment of a locked student counted (a positive amount) or voided (a negative one) in term
 * `termId`. In the current term it moves what they paid; in a closed term what they bring forward,
 * since the money truth wins over the frozen term (docs/terms.md#payments). Their term's row,
 * their record and the totals of their class and school move in one statement, with `first` (the
 * payment's own recording and receipt): payments are the hot path, and every payment takes those
 * rows in this one order.
 */
export async function countPayment(
  tx: Transaction,
  student: StudentFigureRow,
  termId: string,
  currentTermId: string,
  amountKobo: number,
  first: FirstCount | null = null,
): Promise<CountedReceipt | null> {
  const current = termId === currentTermId;
  const delta = current ? { paidKobo: amountKobo } : { expectedKobo: -amountKobo };
  const termRow = tx
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
    });
  const studentRow = tx
    .update(students)
    .set(
      current
        ? { totalPaidFeesKobo: sql`${students.totalPaidFeesKobo} + ${amountKobo}` }
        : {
            broughtForwardKobo: sql`${students.broughtForwardKobo} - ${amountKobo}`,
            totalFeesExpectedKobo: sql`${students.totalFeesExpectedKobo} - ${amountKobo}`,
          },
    )
    .where(eq(students.id, student.id));
  const classroomRow = classroomFiguresUpdate(tx, inClass(student), delta);
  if (!first) {
    await tx.execute(
      oneStatement([
        termRow,
        studentRow,
        classroomRow,
        schoolFiguresUpdate(tx, student.schoolId, delta),
      ]),
    );
    return null;
  }
  // Both drivers answer a raw statement with its rows under `rows`; drizzle leaves it untyped.
  const { rows } = (await tx.execute(
    oneStatement([
      { name: 'counted_term', write: termRow.returning({ paidKobo: studentTerms.paidKobo }) },
      {
        name: 'counted_student',
        write: studentRow.returning({
          expectedKobo: students.totalFeesExpectedKobo,
          paidKobo: students.totalPaidFeesKobo,
        }),
      },
      classroomRow,
      { name: 'counted_school', write: schoolReceiptUpdate(tx, student.schoolId, delta) },
      { name: 'counted_payment', write: receiptUpdate(tx, first) },
      ...(first.after ?? []),
      sql`select receipt_no, paid_to_date_kobo, balance_after_kobo from counted_payment`,
    ]),
  )) as { rows: { receipt_no: string; paid_to_date_kobo: unknown; balance_after_kobo: unknown }[] };
  const [row] = rows;
  if (!row) throw new Error('the counted payment was not found');
  return {
    receiptNo: row.receipt_no,
    paidToDateKobo: Number(row.paid_to_date_kobo),
    balanceAfterKobo: Number(row.balance_after_kobo),
  };
}

/** The counted student's balance, read from the CTE that updated their figures. */
const COUNTED_STUDENT_BALANCE = balanceSql(
  sql.identifier('total_fees_expected_kobo'),
  sql.identifier('total_paid_fees_kobo'),
);

/** The payment's update taking its receipt from the parts of countPayment before it. */
function receiptUpdate(tx: Transaction, first: FirstCount) {
  const sequence = sql`(select receipt_seq from counted_school)`;
  return tx
    .update(payments)
    .set({
      ...first.changes,
      receiptNo: receiptNumberSql(first.prefix, sequence),
      paidToDateKobo: sql`(select paid_kobo from counted_term)`,
      balanceAfterKobo: sql`(select ${COUNTED_STUDENT_BALANCE} from counted_student)`,
    })
    .where(eq(payments.id, first.paymentId))
    .returning({
      receiptNo: payments.receiptNo,
      paidToDateKobo: payments.paidToDateKobo,
      balanceAfterKobo: payments.balanceAfterKobo,
    });
}

/**
 * A student removed (they have no payments): their class and school lose their figures; a leaver
 * was counted in neither, only in the school's money.
 */
export async function unenrolStudent(tx: Transaction, student: StudentFigureRow) {
  const delta = {
    students: inClass(student) === null ? 0 : -1,
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
