import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { classrooms, payments, schools, students } from '../db/schema/schools';

/**
 * Every write that changes a school's figures runs in one transaction that first locks the school
 * row. Writers of one school therefore take turns, and each recount below sees every committed
 * change: no lost update, whatever arrives at once.
 */
export async function lockSchool(tx: Transaction, schoolId: string, ownerId?: string) {
  const [row] = await tx
    .select({ id: schools.id, name: schools.name, ownerId: schools.ownerId })
    .from(schools)
    .where(
      ownerId === undefined
        ? eq(schools.id, schoolId)
        : and(eq(schools.id, schoolId), eq(schools.ownerId, ownerId)),
    )
    .for('update');
  return row ?? null;
}

/**
 * Recounts what students have paid from their recorded payments. This and refreshFigures are the
 * SQL form of deriveFigures in shared-data, which school-figures.test.ts holds them to.
 */
export async function refreshStudentPaid(tx: Transaction, studentIds: string[]) {
  if (studentIds.length === 0) return;
  await tx
    .update(students)
    .set({
      totalPaidFeesKobo: sql`(select coalesce(sum(${payments.amountKobo}), 0) from ${payments}
        where ${payments.studentId} = ${students.id} and ${payments.status} = 'success')`,
    })
    .where(inArray(students.id, studentIds));
}

/** Recounts classrooms (students, expected, paid) and then their school. */
export async function refreshFigures(tx: Transaction, schoolId: string, classroomIds: string[]) {
  const ids = [...new Set(classroomIds)];
  if (ids.length > 0) {
    await tx
      .update(classrooms)
      .set({
        noOfStudents: sql`(select count(*) from ${students} where ${students.classroomId} = ${classrooms.id})`,
        totalFeesExpectedKobo: sql`(select coalesce(sum(${students.totalFeesExpectedKobo}), 0)
          from ${students} where ${students.classroomId} = ${classrooms.id})`,
        totalFeesKobo: sql`(select coalesce(sum(${students.totalPaidFeesKobo}), 0)
          from ${students} where ${students.classroomId} = ${classrooms.id})`,
      })
      .where(inArray(classrooms.id, ids));
  }
  await tx
    .update(schools)
    .set({
      noOfClassrooms: sql`(select count(*) from ${classrooms} where ${classrooms.schoolId} = ${schools.id})`,
      noOfStudents: sql`(select count(*) from ${students} where ${students.schoolId} = ${schools.id})`,
      totalFeesExpectedKobo: sql`(select coalesce(sum(${students.totalFeesExpectedKobo}), 0)
        from ${students} where ${students.schoolId} = ${schools.id})`,
      totalFeesKobo: sql`(select coalesce(sum(${students.totalPaidFeesKobo}), 0)
        from ${students} where ${students.schoolId} = ${schools.id})`,
    })
    .where(eq(schools.id, schoolId));
}

/**
 * A payment of one student was received or voided: that student's paid total, then their current
 * classroom and the school.
 */
export async function refreshPaymentFigures(tx: Transaction, schoolId: string, studentId: string) {
  const [student] = await tx
    .select({ classroomId: students.classroomId })
    .from(students)
    .where(eq(students.id, studentId));
  await refreshStudentPaid(tx, [studentId]);
  await refreshFigures(tx, schoolId, student ? [student.classroomId] : []);
}
