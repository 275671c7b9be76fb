import type { StudentCreateBody, StudentUpdateBody } from '@fees/shared-data/core';
import { and, asc, count, eq, getTableColumns, ilike, type SQL } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { classrooms, schools, students } from '../db/schema/schools';
import {
  filterConditions,
  likePattern,
  readPage,
  type FilteredListQuery,
} from '../plugins/list-query';
import { expectedKobo, lockSchool, refreshFigures } from '../schools/school-figures';
import type { StudentRow } from './students-schemas';

const columns = { ...getTableColumns(students), classroomName: classrooms.name };

export type StudentListQuery = FilteredListQuery<'_id' | 'schoolId' | 'classroom'>;

export async function listStudents(db: Queryable, ownerId: string, query: StudentListQuery) {
  const conditions: SQL[] = [
    eq(schools.ownerId, ownerId),
    ...filterConditions(query, {
      _id: students.id,
      schoolId: students.schoolId,
      classroom: students.classroomId,
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

function values(body: StudentUpdateBody) {
  return {
    fullname: body.fullname.trim(),
    age: body.age,
    sex: body.sex,
    discount: body.discount ?? 0,
    phoneNo: body.phoneNo.trim(),
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
        totalFeesExpectedKobo: expectedKobo(classroom.classFeesKobo, fields.discount),
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
        totalFeesExpectedKobo: expectedKobo(classroom.classFeesKobo, fields.discount),
        updatedAt: new Date(),
      })
      .where(eq(students.id, id));
    await refreshFigures(tx, current.schoolId, [current.classroomId, classroom.id]);
    return findStudent(tx, ownerId, id);
  });
}

/** The student's payments go too (foreign key cascade); figures are recounted. */
export async function deleteStudent(db: Queryable, ownerId: string, id: string) {
  return db.transaction(async (tx) => {
    const found = await findStudent(tx, ownerId, id);
    if (!found || !(await lockSchool(tx, found.schoolId, ownerId))) return false;
    const current = await findStudent(tx, ownerId, id);
    if (!current) return false;
    await tx.delete(students).where(eq(students.id, id));
    await refreshFigures(tx, current.schoolId, [current.classroomId]);
    return true;
  });
}
