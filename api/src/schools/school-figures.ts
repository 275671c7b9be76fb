import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { classrooms, schools } from '../db/schema/schools';

/**
 * Every write that changes a school's figures runs in one transaction that first locks the school
 * row, then the student rows it moves (docs/terms.md#writes-keep-running-figures). Writers of one
 * school take locks in that one order, so they take turns and never deadlock, and each moves the
 * totals by its own difference: no lost update, whatever arrives at once.
 */
export async function lockSchool(tx: Transaction, schoolId: string, ownerId?: string) {
  const [row] = await tx
    .select({ id: schools.id, name: schools.name, ownerId: schools.ownerId, level: schools.level })
    .from(schools)
    .where(
      ownerId === undefined
        ? eq(schools.id, schoolId)
        : and(eq(schools.id, schoolId), eq(schools.ownerId, ownerId)),
    )
    .for('update');
  return row ?? null;
}

/** A change of one or more students' figures, in kobo. */
export interface FiguresDelta {
  students?: number;
  expectedKobo?: number;
  paidKobo?: number;
}

const moved = (delta: FiguresDelta) =>
  (delta.students ?? 0) !== 0 || (delta.expectedKobo ?? 0) !== 0 || (delta.paidKobo ?? 0) !== 0;

/**
 * Moves a classroom's totals by a difference of its enrolled students' figures; null (a leaver,
 * who is in no class) moves nothing.
 */
export async function moveClassroomFigures(
  tx: Transaction,
  classroomId: string | null,
  delta: FiguresDelta,
) {
  if (classroomId === null || !moved(delta)) return;
  await tx
    .update(classrooms)
    .set({
      noOfStudents: sql`${classrooms.noOfStudents} + ${delta.students ?? 0}`,
      totalFeesExpectedKobo: sql`${classrooms.totalFeesExpectedKobo} + ${delta.expectedKobo ?? 0}`,
      totalFeesKobo: sql`${classrooms.totalFeesKobo} + ${delta.paidKobo ?? 0}`,
    })
    .where(eq(classrooms.id, classroomId));
}

/** Moves a school's totals by a difference of its students' figures, leavers included. */
export async function moveSchoolFigures(
  tx: Transaction,
  schoolId: string,
  delta: FiguresDelta & { classrooms?: number },
) {
  if (!moved(delta) && (delta.classrooms ?? 0) === 0) return;
  await tx
    .update(schools)
    .set({
      noOfClassrooms: sql`${schools.noOfClassrooms} + ${delta.classrooms ?? 0}`,
      noOfStudents: sql`${schools.noOfStudents} + ${delta.students ?? 0}`,
      totalFeesExpectedKobo: sql`${schools.totalFeesExpectedKobo} + ${delta.expectedKobo ?? 0}`,
      totalFeesKobo: sql`${schools.totalFeesKobo} + ${delta.paidKobo ?? 0}`,
    })
    .where(eq(schools.id, schoolId));
}
