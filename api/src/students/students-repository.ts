import { randomUUID } from 'node:crypto';
import type {
  StudentCreateBody,
  StudentImportBody,
  StudentImportRow,
  StudentSort,
  StudentUpdateBody,
} from '@fees/shared-data/core';
import { and, asc, count, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { anyOf, insertRows } from '../db/fixed-text';
import { feeItems, studentOptionalItems } from '../db/schema/ledger';
import { classrooms, payments, schools, students, terms } from '../db/schema/schools';
import { heldPayments } from '../ledger/held-payments';
import {
  filterConditions,
  likePattern,
  readPage,
  sortedOrder,
  type FilteredListQuery,
  type SortQuery,
} from '../http/list-query';
import { lockSchool } from '../schools';
import { chargesKobo, choicesAmong, classItems, lateFeesOf } from '../terms';
import {
  enrolStudents,
  lockStudent,
  placeStudent,
  unenrolStudent,
  studentPlanColumns,
  type StudentFigureRow,
} from '../terms';
import { currentTerm } from '../terms';
import type { StudentRow } from './students-schemas';
import { reachableBy } from '../schools';
import { chosenFamily, dropIfEmpty, importedFamilies, type FamilyRefusal } from '../families';
import { repriceFamilies } from '../terms';
import { STUDENT_BALANCE_KOBO } from '../ledger/counted-payments';
import type { Caller } from '../plugins/access/access';

/** The current term's optional items the student takes, in the class's order. */
const optionalItems = sql<string[]>`coalesce((
  select json_agg(${feeItems.id} order by ${feeItems.position})
  from ${studentOptionalItems}
  join ${feeItems} on ${feeItems.termId} = ${studentOptionalItems.termId}
    and ${feeItems.id} = ${studentOptionalItems.feeItemId}
  join ${terms} on ${terms.id} = ${feeItems.termId}
  where ${studentOptionalItems.studentId} = ${students.id} and ${terms.status} = 'current'
), '[]'::json)`;

/** The class's name; a leaver whose class was deleted keeps the name it had when they left. */
const classroomName = sql<string>`coalesce(${classrooms.name}, ${students.leftClassName})`;

const columns = {
  ...getTableColumns(students),
  classroomName,
  optionalItems,
  ...studentPlanColumns,
};

export type StudentListQuery = FilteredListQuery<
  '_id' | 'schoolId' | 'classroom' | 'familyId' | 'sex' | 'enrolment'
> &
  SortQuery<StudentSort>;

/** What `sort=balance` orders by (docs/terms.md#a-students-figures). */
const balanceKobo = STUDENT_BALANCE_KOBO;

export async function listStudents(db: Queryable, ownerId: string, query: StudentListQuery) {
  const conditions: SQL[] = [
    reachableBy(ownerId),
    ...filterConditions(query, {
      _id: students.id,
      schoolId: students.schoolId,
      classroom: students.classroomId,
      familyId: students.familyId,
      sex: students.sex,
      enrolment: students.enrolment,
    }),
  ];
  if (query.q) conditions.push(ilike(students.fullname, likePattern(query.q)));
  const where = and(...conditions);
  return readPage(
    query,
    db
      .select(columns)
      .from(students)
      .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
      .innerJoin(schools, eq(schools.id, students.schoolId))
      .where(where)
      .orderBy(...sortedOrder(query, balanceKobo, [asc(students.createdAt), asc(students.id)]))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(students)
      .innerJoin(schools, eq(schools.id, students.schoolId))
      .where(where),
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
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(and(eq(students.id, id), reachableBy(ownerId)))
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

export type StudentWriteResult =
  | StudentRow
  | 'school-not-found'
  | 'classroom-not-found'
  | 'optional-items-invalid'
  | FamilyRefusal;

/**
 * What the student will be charged this term in `classroomId`, once `chosen` is held to the class's
 * optional items; null when it names anything else.
 */
async function chargesFor(
  tx: Transaction,
  termId: string,
  classroom: { id: string; classFeesKobo: number },
  discount: number,
  enrolled: boolean,
  chosen: readonly string[],
  studentId: string | null = null,
) {
  const items = await classItems(tx, termId, classroom.id);
  const optional = new Set(items.filter((item) => item.optional).map((item) => item._id));
  if (!chosen.every((id) => optional.has(id))) return null;
  // A student's late fees stay with them whatever else changes (docs/due-dates.md#late-fee).
  const late = studentId === null ? [] : (await lateFeesOf(tx, termId, [studentId])).get(studentId);
  return chargesKobo(enrolled, classroom.classFeesKobo, discount, items, chosen, 0, late);
}

/** Replaces the student's choices of the current term's items with `chosen`. */
async function setChoices(tx: Transaction, studentId: string, termId: string, chosen: string[]) {
  await tx
    .delete(studentOptionalItems)
    .where(
      and(eq(studentOptionalItems.studentId, studentId), eq(studentOptionalItems.termId, termId)),
    );
  const unique = [...new Set(chosen)];
  if (unique.length > 0) {
    await insertRows(
      tx,
      studentOptionalItems,
      unique.map((feeItemId) => ({ studentId, termId, feeItemId })),
    );
  }
}

/**
 * The choices an edit keeps when it leaves `optionalItems` out (docs/terms.md#charges): those the
 * student's class, perhaps a new one, offers this term.
 */
async function keptChoices(
  tx: Transaction,
  studentId: string,
  termId: string,
  classroomId: string,
) {
  const items = await classItems(tx, termId, classroomId);
  return (await choicesAmong(tx, termId, [studentId], items)).get(studentId) ?? [];
}

export async function createStudent(
  db: Queryable,
  caller: Caller,
  body: StudentCreateBody,
): Promise<StudentWriteResult> {
  return db.transaction(async (tx) => {
    const school = await lockSchool(tx, body.schoolId, caller);
    if (!school) return 'school-not-found';
    const classroom = await classroomInSchool(tx, body.classroom, school.id);
    if (!classroom) return 'classroom-not-found';
    const fields = values(body);
    const term = await currentTerm(tx, school.id);
    const chosen = body.optionalItems ?? [];
    const charges = await chargesFor(tx, term.id, classroom, fields.discount, true, chosen);
    if (charges === null) return 'optional-items-invalid';
    const family = await chosenFamily(tx, school.id, { id: null, familyId: null }, body);
    if (typeof family === 'string') return family;
    const [row] = await tx
      .insert(students)
      .values({
        ...fields,
        ...family.details,
        familyId: family.familyId,
        schoolId: school.id,
        classroomId: classroom.id,
        totalFeesExpectedKobo: charges,
      })
      .returning({ id: students.id });
    if (!row) throw new Error('insert returned no row');
    await setChoices(tx, row.id, term.id, chosen);
    await enrolStudents(tx, school.id, term.id, [
      { id: row.id, classroomId: classroom.id, chargesKobo: charges },
    ]);
    await repriceFamilies(tx, school.id, [family.familyId]);
    return (await findStudent(tx, caller.user.id, row.id)) ?? 'school-not-found';
  });
}

export type EditRefusal = Exclude<StudentWriteResult, StudentRow>;

/**
 * An edit re-prices the student for the current term (class, discount, choices) and moves their
 * figures and the totals of both classrooms by the difference. A leaver stays charged nothing.
 * Runs under the school's lock on the locked student `current`; answers a refusal, or nothing
 * once written.
 */
export async function applyEdit(
  tx: Transaction,
  found: StudentRow,
  current: StudentFigureRow,
  body: Omit<StudentUpdateBody, 'password'>,
): Promise<EditRefusal | null> {
  const { id } = current;
  const classroom = await classroomInSchool(tx, body.classroom, current.schoolId);
  if (!classroom) return 'classroom-not-found';
  const fields = values(body);
  const term = await currentTerm(tx, current.schoolId);
  const chosen = body.optionalItems ?? (await keptChoices(tx, id, term.id, classroom.id));
  const enrolled = current.enrolment === 'enrolled';
  const charges = await chargesFor(tx, term.id, classroom, fields.discount, enrolled, chosen, id);
  if (charges === null) return 'optional-items-invalid';
  const family = await chosenFamily(tx, current.schoolId, { id, familyId: found.familyId }, body);
  if (typeof family === 'string') return family;
  await tx
    .update(students)
    .set({ ...fields, ...family.details, familyId: family.familyId, updatedAt: new Date() })
    .where(eq(students.id, id));
  await setChoices(tx, id, term.id, chosen);
  await placeStudent(tx, current, term.id, {
    classroomId: classroom.id,
    enrolment: current.enrolment,
    chargesKobo: charges,
  });
  if (found.familyId !== family.familyId) await dropIfEmpty(tx, found.familyId);
  // Who counts as which child may change with a family, an age or a class.
  await repriceFamilies(tx, current.schoolId, [found.familyId, family.familyId]);
  return null;
}

/**
 * The student `id` found and locked under their school's lock, for a write to them; null when
 * they are not the caller's.
 */
export async function lockedStudent(tx: Transaction, caller: Caller, id: string) {
  const found = await findStudent(tx, caller.user.id, id);
  if (!found || !(await lockSchool(tx, found.schoolId, caller))) return null;
  const current = await lockStudent(tx, id);
  return current ? { found, current } : null;
}

export type DeleteResult = 'deleted' | 'not-found' | 'has-payments' | 'payment-in-progress';

/**
 * Money is never erased: a student with a recorded payment stays, and so does one whose checkout
 * may still be charged. Otherwise the student goes, with any expired pending payment, and their
 * class and school lose their figures.
 */
export async function deleteStudent(db: Queryable, caller: Caller, id: string) {
  return db.transaction(async (tx): Promise<DeleteResult> => {
    const locked = await lockedStudent(tx, caller, id);
    if (!locked) return 'not-found';
    const { found, current } = locked;
    const held = await heldPayments(tx, eq(payments.studentId, id));
    if (held) return held;
    await unenrolStudent(tx, current);
    await tx.delete(students).where(eq(students.id, id));
    await dropIfEmpty(tx, found.familyId);
    await repriceFamilies(tx, found.schoolId, [found.familyId]);
    return 'deleted';
  });
}

export type ImportResult =
  | { kind: 'imported'; imported: number }
  | { kind: 'school-not-found' }
  | { kind: 'classroom-not-found'; rows: number[] }
  | { kind: 'optional-items-invalid'; rows: number[] };

/**
 * A whole file in one transaction under the school's lock: every classroom must be the school's,
 * rows go in with one insert whatever their number (db/fixed-text.ts), each charged its class fee,
 * the class's required items and the optional ones the row takes (only the class's own, or the
 * file is refused), and each joins the family its parent phone names (docs/families.md#import),
 * re-priced with it. Rows keep the file's order (each is a microsecond after the one before), so
 * lists show them as imported.
 */
export async function importStudents(
  db: Queryable,
  caller: Caller,
  body: StudentImportBody,
): Promise<ImportResult> {
  return db.transaction(async (tx): Promise<ImportResult> => {
    const school = await lockSchool(tx, body.schoolId, caller);
    if (!school) return { kind: 'school-not-found' };
    const classroomIds = [...new Set(body.students.map((row) => row.classroom))];
    const rooms = await tx
      .select({ id: classrooms.id, classFeesKobo: classrooms.classFeesKobo })
      .from(classrooms)
      .where(and(eq(classrooms.schoolId, school.id), anyOf(classrooms.id, classroomIds)));
    const fees = new Map(rooms.map((room) => [room.id, room.classFeesKobo]));
    const missing = body.students.flatMap((row, index) => (fees.has(row.classroom) ? [] : [index]));
    if (missing.length > 0) return { kind: 'classroom-not-found', rows: missing };
    const term = await currentTerm(tx, school.id);
    const items = new Map<string, Awaited<ReturnType<typeof classItems>>>();
    for (const id of classroomIds) items.set(id, await classItems(tx, term.id, id));
    const offered = (row: StudentImportRow) =>
      (items.get(row.classroom) ?? []).filter((item) => item.optional).map((item) => item._id);
    const refused = body.students.flatMap((row, index) =>
      (row.optionalItems ?? []).every((id) => offered(row).includes(id)) ? [] : [index],
    );
    if (refused.length > 0) return { kind: 'optional-items-invalid', rows: refused };
    const families = await importedFamilies(tx, school.id, body.students);
    const added = body.students.map((row, index) => {
      const family = families[index] ?? null;
      const fields = { ...values(row), ...family?.details };
      return {
        id: randomUUID(),
        ...fields,
        schoolId: school.id,
        classroomId: row.classroom,
        familyId: family?.familyId ?? null,
        totalFeesExpectedKobo: chargesKobo(
          true,
          fees.get(row.classroom) ?? 0,
          fields.discount,
          items.get(row.classroom) ?? [],
          row.optionalItems ?? [],
        ),
      };
    });
    await insertRows(tx, students, added, ['createdAt', 'updatedAt']);
    await enrolStudents(
      tx,
      school.id,
      term.id,
      added.map((student) => ({
        id: student.id,
        classroomId: student.classroomId,
        chargesKobo: student.totalFeesExpectedKobo,
      })),
    );
    const choices = added.flatMap((student, index) =>
      [...new Set(body.students[index]?.optionalItems ?? [])].map((feeItemId) => ({
        studentId: student.id,
        termId: term.id,
        feeItemId,
      })),
    );
    await insertRows(tx, studentOptionalItems, choices);
    await repriceFamilies(
      tx,
      school.id,
      families.map((family) => family?.familyId ?? null),
    );
    return { kind: 'imported', imported: body.students.length };
  });
}
