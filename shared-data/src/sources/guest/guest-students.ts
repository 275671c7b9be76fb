import type { Classroom } from '../../types/classroom';
import type { Student } from '../../types/student';
import { deleteBodySchema } from '../../validation/password-schemas';
import {
  studentCreateBodySchema,
  studentImportBodySchema,
  studentUpdateBodySchema,
  type StudentImportRow,
} from '../../validation/student-schemas';
import { TERM_REFUSALS } from '../../constants/terms';
import { ConflictError, ValidationError } from '../data-errors';
import type { GuestData } from '../guest-storage';
import { classItems } from './guest-ledger';
import type { CreateInputs, UpdateInputs } from '../data-source';
import { objectId } from '../object-id';
import { classroomOf } from './guest-classrooms';
import { chosenFamily, dropEmptyFamilies, familyDetails, importedFamilies } from './guest-families';
import {
  checkBody,
  checkPassword,
  checkRole,
  findIn,
  type GuestContext,
  newRecordBase,
  readAll,
  saveAll,
  writeAll,
} from './guest-records';

const STUDENT_HAS_PAYMENTS = 'This student has payments and cannot be deleted.';
const CLASSROOM_NOT_FOUND = 'Classroom not found in this school';

/** The choices a student may make: optional items of their class this term, by id. */
function unoffered(
  data: GuestData,
  classroomId: string,
  optionalItems: readonly string[],
): boolean {
  const offered = new Set(
    classItems(data, classroomId)
      .filter((item) => item.optional)
      .map((item) => item._id),
  );
  return !optionalItems.every((id) => offered.has(id));
}

/** The choices as the API keeps them: each once, in the class's order of items. */
function inClassOrder(data: GuestData, classroomId: string, optionalItems: readonly string[]) {
  const chosen = new Set(optionalItems);
  return classItems(data, classroomId)
    .filter((item) => chosen.has(item._id))
    .map((item) => item._id);
}

/** An edit that names no choices keeps those the student's class, perhaps a new one, offers. */
function keptChoices(data: GuestData, classroomId: string, optionalItems: readonly string[]) {
  return optionalItems.filter((id) => !unoffered(data, classroomId, [id]));
}

function checkChoices(data: GuestData, classroomId: string, optionalItems: readonly string[]) {
  if (!unoffered(data, classroomId, optionalItems)) return;
  const message = TERM_REFUSALS.optionalItemNotInClass;
  throw new ValidationError(message, { optionalItems: message });
}

/** A new student's figures, which the write derives from the ledger (recomputeTotals). */
const NO_FIGURES = { totalPaidFees: 0, totalFeesExpected: 0, broughtForward: 0, balance: 0 };

export function createStudent(
  context: GuestContext,
  input: CreateInputs['students'],
  password: string,
): Student {
  checkBody(studentCreateBodySchema, { ...input, password });
  checkRole(context, 'record');
  checkPassword(password);
  const data = readAll(context);
  const room = classroomOf(data, input.classroom, input.schoolId);
  checkChoices(data, room._id, input.optionalItems ?? []);
  const familyId = chosenFamily(context, data, room.schoolId, { familyId: '' }, input);
  const created: Student = {
    ...newRecordBase(context),
    fullname: input.fullname,
    age: input.age,
    sex: input.sex,
    phoneNo: input.phoneNo,
    parentEmail: input.parentEmail?.trim() ?? '',
    discount: input.discount,
    classroom: room.name,
    classroomId: room._id,
    schoolId: room.schoolId,
    optionalItems: inClassOrder(data, room._id, input.optionalItems ?? []),
    enrolment: 'enrolled',
    familyId,
    ...familyDetails(data, familyId),
    ...NO_FIGURES,
  };
  data.students.push(created);
  return saveAll(context, data, 'students', created._id);
}

export function updateStudent(
  context: GuestContext,
  id: string,
  changes: UpdateInputs['students'],
  password: string,
): Student {
  checkBody(studentUpdateBodySchema, { ...changes, password });
  checkRole(context, 'record');
  checkPassword(password);
  const data = readAll(context);
  const student = findIn(data, 'students', id);
  const room = classroomOf(data, changes.classroom, student.schoolId);
  if (changes.optionalItems) checkChoices(data, room._id, changes.optionalItems);
  const { siblingOf, ...fields } = changes;
  const familyId = chosenFamily(context, data, student.schoolId, student, {
    familyId: changes.familyId,
    siblingOf,
  });
  Object.assign(student, {
    ...fields,
    familyId,
    optionalItems: inClassOrder(
      data,
      room._id,
      changes.optionalItems ?? keptChoices(data, room._id, student.optionalItems),
    ),
    parentEmail: changes.parentEmail?.trim() ?? '',
    classroom: room.name,
    classroomId: room._id,
    updatedAt: context.now().toISOString(),
  });
  Object.assign(student, familyDetails(data, familyId));
  dropEmptyFamilies(data);
  return saveAll(context, data, 'students', id);
}

export function removeStudent(context: GuestContext, id: string, password: string): void {
  checkBody(deleteBodySchema, { password });
  checkRole(context, 'manage');
  checkPassword(password);
  const data = readAll(context);
  findIn(data, 'students', id);
  // Money is never erased, so a student who has paid stays.
  if (data.payments.some((payment) => payment.studentId === id)) {
    throw new ConflictError(STUDENT_HAS_PAYMENTS);
  }
  data.students = data.students.filter((student) => student._id !== id);
  dropEmptyFamilies(data);
  data.termCharges = data.termCharges.filter((charged) => charged.studentId !== id);
  writeAll(context, data);
}

export function importStudents(
  context: GuestContext,
  schoolId: string,
  rows: StudentImportRow[],
  password: string,
): { imported: number } {
  checkBody(studentImportBodySchema, { schoolId, students: rows, password });
  const data = readAll(context);
  findIn(data, 'schools', schoolId);
  checkRole(context, 'record');
  checkPassword(password);
  const rooms = new Map(
    data.classrooms.filter((room) => room.schoolId === schoolId).map((room) => [room._id, room]),
  );
  const missing: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (!rooms.has(row.classroom)) missing[`students[${index}].classroom`] = CLASSROOM_NOT_FOUND;
    else if (unoffered(data, row.classroom, row.optionalItems ?? [])) {
      missing[`students[${index}].optionalItems`] = TERM_REFUSALS.optionalItemNotInClass;
    }
  });
  const [firstMissing] = Object.values(missing);
  if (firstMissing) throw new ValidationError(firstMissing, missing);
  const stamp = context.now().toISOString();
  const time = context.now().getTime();
  const families = importedFamilies(context, data, schoolId, rows);
  for (const [index, row] of rows.entries()) {
    const room = rooms.get(row.classroom) as Classroom;
    const discount = row.discount ?? 0;
    const familyId = families[index] ?? '';
    data.students.push({
      _id: objectId(time),
      createdAt: stamp,
      updatedAt: stamp,
      fullname: row.fullname.trim(),
      age: row.age,
      sex: row.sex,
      phoneNo: row.phoneNo.trim(),
      parentEmail: row.parentEmail?.trim() ?? '',
      discount,
      classroom: room.name,
      classroomId: room._id,
      schoolId,
      optionalItems: inClassOrder(data, room._id, row.optionalItems ?? []),
      enrolment: 'enrolled',
      familyId,
      ...familyDetails(data, familyId),
      ...NO_FIGURES,
    });
  }
  writeAll(context, data);
  return { imported: rows.length };
}
