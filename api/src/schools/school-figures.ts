import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import type { SchoolRole } from '@fees/shared-data/core';
import { classrooms, schoolMembers, schools } from '../db/schema/schools';
import { checkRole, type Caller } from '../plugins/access/access';
import { reachableBy } from './school-members';

/** The first key of the schools' advisory locks, which keeps them apart from other advisory locks. */
const SCHOOL_LOCKS = 1;

const lockKey = (schoolId: string) => sql`${SCHOOL_LOCKS}, hashtext(${schoolId})`;

/**
 * Every write that changes a school's figures runs in one transaction that first takes the
 * school's lock (docs/terms.md#writes-keep-running-figures). This one is the school's alone: its
 * holder may then lock any of the school's rows in any order, since no other writer of the school
 * is inside. A route reaches it only after its access check has found the school to be the
 * caller's (plugins/access/access.ts), so a stranger naming a school never queues for its lock; the read
 * under the lock checks again, in case the caller's membership ended meanwhile, and reads their
 * role again where their route was granted an action in this school: a demotion that lands while
 * the password is hashed refuses the write (403) before anything is written
 * (docs/staff.md#the-roles). Work done for no caller (jobs, webhooks) reads the school alone.
 */
export async function lockSchool(tx: Transaction, schoolId: string, caller?: Caller) {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(schoolId)})`);
  const ownerId = caller?.user.id;
  const action = caller?.grant?.schoolId === schoolId ? caller.grant.action : null;
  const [found] = await tx
    .select({
      role: sql<SchoolRole | null>`(select ${schoolMembers.role} from ${schoolMembers}
        where ${schoolMembers.schoolId} = ${schools.id} and ${schoolMembers.userId} = ${ownerId ?? null})`,
      id: schools.id,
      name: schools.name,
      ownerId: schools.ownerId,
      level: schools.level,
      siblingSecond: schools.siblingSecond,
      siblingLater: schools.siblingLater,
      siblingOrder: schools.siblingOrder,
    })
    .from(schools)
    .where(
      ownerId === undefined
        ? eq(schools.id, schoolId)
        : and(eq(schools.id, schoolId), reachableBy(ownerId)),
    );
  if (!found) return null;
  const { role, ...row } = found;
  if (action) checkRole(role, action);
  return row;
}

/**
 * The school's lock shared with the other card payments being recorded, so parents of one school
 * paying at once are not queued behind each other. Its holders lock rows in one order: the
 * payment and its student, then their figures in one statement (countPayment), so they never
 * deadlock; each moves the totals by its own difference.
 */
export async function shareSchool(tx: Transaction, schoolId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${lockKey(schoolId)})`);
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
 * The update moving a classroom's totals by a difference of its enrolled students' figures; none
 * for null (a leaver, who is in no class) or no difference.
 */
export function classroomFiguresUpdate(
  tx: Transaction,
  classroomId: string | null,
  delta: FiguresDelta,
) {
  if (classroomId === null || !moved(delta)) return null;
  return tx
    .update(classrooms)
    .set({
      noOfStudents: sql`${classrooms.noOfStudents} + ${delta.students ?? 0}`,
      totalFeesExpectedKobo: sql`${classrooms.totalFeesExpectedKobo} + ${delta.expectedKobo ?? 0}`,
      totalFeesKobo: sql`${classrooms.totalFeesKobo} + ${delta.paidKobo ?? 0}`,
    })
    .where(eq(classrooms.id, classroomId));
}

/** The update moving a school's totals by a difference of its students' figures, leavers included. */
export function schoolFiguresUpdate(
  tx: Transaction,
  schoolId: string,
  delta: FiguresDelta & { classrooms?: number },
) {
  if (!moved(delta) && (delta.classrooms ?? 0) === 0) return null;
  return tx.update(schools).set(schoolFigures(delta)).where(eq(schools.id, schoolId));
}

const schoolFigures = (delta: FiguresDelta & { classrooms?: number }) => ({
  noOfClassrooms: sql`${schools.noOfClassrooms} + ${delta.classrooms ?? 0}`,
  noOfStudents: sql`${schools.noOfStudents} + ${delta.students ?? 0}`,
  totalFeesExpectedKobo: sql`${schools.totalFeesExpectedKobo} + ${delta.expectedKobo ?? 0}`,
  totalFeesKobo: sql`${schools.totalFeesKobo} + ${delta.paidKobo ?? 0}`,
});

/**
 * schoolFiguresUpdate for a payment counted for the first time, which also takes the school's next
 * receipt number and returns it (`receipt_seq`). The number comes from the row update itself: card
 * payments hold the school's lock only shared, and the row lock is what makes them take turns.
 */
export function schoolReceiptUpdate(tx: Transaction, schoolId: string, delta: FiguresDelta) {
  return tx
    .update(schools)
    .set({ ...schoolFigures(delta), receiptSeq: sql`${schools.receiptSeq} + 1` })
    .where(eq(schools.id, schoolId))
    .returning({ receiptSeq: schools.receiptSeq });
}

export async function moveClassroomFigures(
  tx: Transaction,
  classroomId: string | null,
  delta: FiguresDelta,
) {
  await classroomFiguresUpdate(tx, classroomId, delta);
}

export async function moveSchoolFigures(
  tx: Transaction,
  schoolId: string,
  delta: FiguresDelta & { classrooms?: number },
) {
  await schoolFiguresUpdate(tx, schoolId, delta);
}
