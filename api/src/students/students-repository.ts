import type {
  StudentCreateBody,
  StudentImportBody,
  StudentImportRow,
  StudentUpdateBody,
} from '@fees/shared-data/core';
import { expectedFeeKobo } from '@fees/shared-data/core';
import { and, asc, count, eq, getTableColumns, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { classrooms, payments, schools, students } from '../db/schema/schools';
import { heldPayments } from '../payments/held-payments';
import {
  filterConditions,
  likePattern,
  readPage,
  type FilteredListQuery,
} from '../http/list-query';
import { lockSchool, refreshFigures } from '../schools/school-figures';
import type { StudentRow } from './students-schemas';

const columns = { ...getTableColumns(students), classroomName: classrooms.name };

export type StudentListQuery = FilteredListQuery<'_id' | 'schoolId' | 'classroom' | 'sex'>;

export async function listStudents(db: Queryable, ownerId: string, query: StudentListQuery) {
  const conditions: SQL[] = [
    eq(schools.ownerId, ownerId),
    ...filterConditions(query, {
      _id: students.id,
      schoolId: students.schoolId,
      classroom: students.classroomId,
      sex: students.sex,
    }),
  ];
  if (query.q) conditions.push(ilike(students.fullname, likePattern(query.q)));
  const where = and(...conditions);
  return readPage(
    db
      .select({ total: count() })
      .from(students)
      .innerJoin(schools, eq(schools.id, students.schoolId))
      .where(where),
    db
      .select(columns)
      .from(students)
      .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
      .innerJoin(schools, eq(schools.id, students.schoolId))
      .where(where)
      .orderBy(asc(students.createdAt), asc(students.id))
      .limit(query.limit)
      .offset(query.offset),
  );
}

export async function findStudent(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<StudentRow | null> {
  const [row] = await db
    .select(columns)
    .from(students)
    .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(and(eq(students.id, id), eq(schools.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

async function classroomInSchool(tx: Transaction, classroomId: string, schoolId: string) {
  const [row] = await tx
    .select({ id: classrooms.id, classFeesKobo: classrooms.classFeesKobo })
    .from(classrooms)
    .where(and(eq(classrooms.id, classroomId), eq(classrooms.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}

function values(body: StudentImportRow) {
  return {
    fullname: body.fullname.trim(),
    age: body.age,
    sex: body.sex,
    discount: body.discount ?? 0,
    phoneNo: body.phoneNo.trim(),
    parentEmail: body.parentEmail?.trim() ?? '',
  };
}

export type StudentWriteResult = StudentRow | 'school-not-found' | 'classroom-not-found';

export async function createStudent(
  db: Queryable,
  ownerId: string,
  body: StudentCreateBody,
): Promise<StudentWriteResult> {
  return db.transaction(async (tx) => {
    const school = await lockSchool(tx, body.schoolId, ownerId);
    if (!school) return 'school-not-found';
    const classroom = await classroomInSchool(tx, body.classroom, school.id);
    if (!classroom) return 'classroom-not-found';
    const fields = values(body);
    const [row] = await tx
      .insert(students)
      .values({
        ...fields,
        schoolId: school.id,
        classroomId: classroom.id,
        totalFeesExpectedKobo: expectedFeeKobo(classroom.classFeesKobo, fields.discount),
      })
      .returning({ id: students.id });
    if (!row) throw new Error('insert returned no row');
    await refreshFigures(tx, school.id, [classroom.id]);
    return (await findStudent(tx, ownerId, row.id)) ?? 'school-not-found';
  });
}

/** A move to another classroom (of the same school) recounts both classrooms. */
export async function updateStudent(
  db: Queryable,
  ownerId: string,
  id: string,
  body: StudentUpdateBody,
): Promise<StudentWriteResult | null> {
  return db.transaction(async (tx) => {
    const found = await findStudent(tx, ownerId, id);
    if (!found || !(await lockSchool(tx, found.schoolId, ownerId))) return null;
    const current = await findStudent(tx, ownerId, id);
    if (!current) return null;
    const classroom = await classroomInSchool(tx, body.classroom, current.schoolId);
    if (!classroom) return 'classroom-not-found';
    const fields = values(body);
    await tx
      .update(students)
      .set({
        ...fields,
        classroomId: classroom.id,
        totalFeesExpectedKobo: expectedFeeKobo(classroom.classFeesKobo, fields.discount),
        updatedAt: new Date(),
      })
      .where(eq(students.id, id));
    await refreshFigures(tx, current.schoolId, [current.classroomId, classroom.id]);
    return findStudent(tx, ownerId, id);
  });
}

export type DeleteResult = 'deleted' | 'not-found' | 'has-payments' | 'payment-in-progress';

/**
 * Money is never erased: a student with a recorded payment stays, and so does one whose checkout
 * may still be charged. Otherwise the student goes, with any expired pending payment, and figures
 * are recounted.
 */
export async function deleteStudent(db: Queryable, ownerId: string, id: string) {
  return db.transaction(async (tx): Promise<DeleteResult> => {
    const found = await findStudent(tx, ownerId, id);
    if (!found || !(await lockSchool(tx, found.schoolId, ownerId))) return 'not-found';
    const current = await findStudent(tx, ownerId, id);
    if (!current) return 'not-found';
    const held = await heldPayments(tx, eq(payments.studentId, id));
    if (held) return held;
    await tx.delete(students).where(eq(students.id, id));
    await refreshFigures(tx, current.schoolId, [current.classroomId]);
    return 'deleted';
  });
}

/** Rows per insert statement: few round trips, far below PostgreSQL's 65,535 parameters. */
const IMPORT_BATCH = 1000;

export type ImportResult =
  | { kind: 'imported'; imported: number }
  | { kind: 'school-not-found' }
  | { kind: 'classroom-not-found'; rows: number[] };

/**
 * A whole file in one transaction under the school's lock: every classroom must be the school's,
 * rows go in with multi-row inserts, and figures are recounted once at the end. Rows keep the
 * file's order (each is a microsecond after the one before), so lists show them as imported.
 */
export async function importStudents(
  db: Queryable,
  ownerId: string,
  body: StudentImportBody,
): Promise<ImportResult> {
  return db.transaction(async (tx): Promise<ImportResult> => {
    const school = await lockSchool(tx, body.schoolId, ownerId);
    if (!school) return { kind: 'school-not-found' };
    const classroomIds = [...new Set(body.students.map((row) => row.classroom))];
    const rooms = await tx
      .select({ id: classrooms.id, classFeesKobo: classrooms.classFeesKobo })
      .from(classrooms)
      .where(and(eq(classrooms.schoolId, school.id), inArray(classrooms.id, classroomIds)));
    const fees = new Map(rooms.map((room) => [room.id, room.classFeesKobo]));
    const missing = body.students.flatMap((row, index) => (fees.has(row.classroom) ? [] : [index]));
    if (missing.length > 0) return { kind: 'classroom-not-found', rows: missing };
    for (let start = 0; start < body.students.length; start += IMPORT_BATCH) {
      const batch = body.students.slice(start, start + IMPORT_BATCH).map((row, offset) => {
        const fields = values(row);
        const stamp = sql`now() + interval '${sql.raw(String(start + offset))} microseconds'`;
        return {
          ...fields,
          schoolId: school.id,
          classroomId: row.classroom,
          totalFeesExpectedKobo: expectedFeeKobo(fees.get(row.classroom) ?? 0, fields.discount),
          createdAt: stamp,
          updatedAt: stamp,
        };
      });
      await tx.insert(students).values(batch);
    }
    await refreshFigures(tx, school.id, classroomIds);
    return { kind: 'imported', imported: body.students.length };
  });
}
