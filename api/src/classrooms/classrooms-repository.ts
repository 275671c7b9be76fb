import type { ClassroomCreateBody, ClassroomUpdateBody } from '@fees/shared-data/core';
import { toKobo } from '@fees/shared-data/core';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { classrooms, payments, schools, students } from '../db/schema/schools';
import { heldPayments, type HeldPayments } from '../ledger/held-payments';
import {
  filterConditions,
  likePattern,
  readPage,
  type FilteredListQuery,
} from '../http/list-query';
import { lockSchool, moveSchoolFigures } from '../schools';
import { repriceClass } from '../terms';
import { dropIfEmpty } from '../families';
import { familiesInClass, repriceFamilies } from '../terms';
import type { ClassroomRow } from './classrooms-schemas';
import { reachableBy } from '../schools';
import type { Caller } from '../plugins/access/access';

const columns = { ...getTableColumns(classrooms), schoolName: schools.name };

function ownedBy(ownerId: string) {
  return reachableBy(ownerId);
}

export type ClassroomListQuery = FilteredListQuery<'_id' | 'schoolId'>;

export async function listClassrooms(db: Queryable, ownerId: string, query: ClassroomListQuery) {
  const conditions: SQL[] = [
    ownedBy(ownerId),
    ...filterConditions(query, { _id: classrooms.id, schoolId: classrooms.schoolId }),
  ];
  if (query.q) conditions.push(ilike(classrooms.name, likePattern(query.q)));
  const where = and(...conditions);
  return readPage(
    query,
    db
      .select(columns)
      .from(classrooms)
      .innerJoin(schools, eq(schools.id, classrooms.schoolId))
      .where(where)
      .orderBy(asc(classrooms.createdAt), asc(classrooms.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(classrooms)
      .innerJoin(schools, eq(schools.id, classrooms.schoolId))
      .where(where),
  );
}

export async function findClassroom(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<ClassroomRow | null> {
  const [row] = await db
    .select(columns)
    .from(classrooms)
    .innerJoin(schools, eq(schools.id, classrooms.schoolId))
    .where(and(eq(classrooms.id, id), ownedBy(ownerId)))
    .limit(1);
  return row ?? null;
}

/** Locks the classroom's school, then reads the classroom as it is under the lock. */
export async function lockedClassroom(tx: Transaction, caller: Caller, id: string) {
  const found = await findClassroom(tx, caller.user.id, id);
  if (!found || !(await lockSchool(tx, found.schoolId, caller))) return null;
  return findClassroom(tx, caller.user.id, id);
}

/** Null when the school is not the owner's. */
export async function createClassroom(db: Queryable, caller: Caller, body: ClassroomCreateBody) {
  return db.transaction(async (tx) => {
    const school = await lockSchool(tx, body.schoolId, caller);
    if (!school) return null;
    const [row] = await tx
      .insert(classrooms)
      .values({
        schoolId: school.id,
        name: body.name.trim(),
        classTeacher: body.classTeacher.trim(),
        classFeesKobo: toKobo(body.classFees),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await moveSchoolFigures(tx, school.id, { classrooms: 1 });
    return findClassroom(tx, caller.user.id, row.id);
  });
}

/** A new fee re-prices every enrolled student of the classroom for the current term. */
export async function updateClassroom(
  db: Queryable,
  caller: Caller,
  id: string,
  body: ClassroomUpdateBody,
) {
  return db.transaction(async (tx) => {
    const current = await lockedClassroom(tx, caller, id);
    if (!current) return null;
    const feesKobo = toKobo(body.classFees);
    await tx
      .update(classrooms)
      .set({
        name: body.name.trim(),
        classTeacher: body.classTeacher.trim(),
        classFeesKobo: feesKobo,
        updatedAt: new Date(),
      })
      .where(eq(classrooms.id, id));
    if (feesKobo !== current.classFeesKobo) {
      await repriceClass(tx, current.schoolId, id, feesKobo);
    }
    // A new name can move the class up or down the ladder siblings are counted by.
    await repriceFamilies(tx, current.schoolId, await familiesInClass(tx, id));
    return findClassroom(tx, caller.user.id, id);
  });
}

export type DeleteClassroomResult = 'deleted' | 'not-found' | Exclude<HeldPayments, null>;

/**
 * Refused while money hangs on the classroom (see heldPayments): payments made in it, or by a
 * student enrolled in it. Otherwise its enrolled students go with it and the school's figures lose
 * theirs; a student who left from it stays, with the class's name (docs/terms.md#next-term).
 */
export async function deleteClassroom(db: Queryable, caller: Caller, id: string) {
  return db.transaction(async (tx): Promise<DeleteClassroomResult> => {
    const current = await lockedClassroom(tx, caller, id);
    if (!current) return 'not-found';
    const enrolledHere = and(eq(students.classroomId, id), eq(students.enrolment, 'enrolled'));
    const inRoom = tx.select({ id: students.id }).from(students).where(enrolledHere);
    const held = await heldPayments(
      tx,
      or(eq(payments.classroomId, id), inArray(payments.studentId, inRoom)) as SQL,
    );
    if (held) return held;
    const [leaving] = await tx
      .select({
        students: count(),
        expectedKobo: sql<string>`coalesce(sum(${students.totalFeesExpectedKobo}), 0)`.mapWith(
          Number,
        ),
        paidKobo: sql<string>`coalesce(sum(${students.totalPaidFeesKobo}), 0)`.mapWith(Number),
      })
      .from(students)
      .where(enrolledHere);
    const families = await familiesInClass(tx, id);
    await tx.delete(students).where(enrolledHere);
    await tx
      .update(students)
      .set({ leftClassName: current.name })
      .where(and(eq(students.classroomId, id), eq(students.enrolment, 'left')));
    await tx.delete(classrooms).where(eq(classrooms.id, id));
    await moveSchoolFigures(tx, current.schoolId, {
      classrooms: -1,
      students: -(leaving?.students ?? 0),
      expectedKobo: -(leaving?.expectedKobo ?? 0),
      paidKobo: -(leaving?.paidKobo ?? 0),
    });
    for (const familyId of families) await dropIfEmpty(tx, familyId);
    await repriceFamilies(tx, current.schoolId, families);
    return 'deleted';
  });
}
