import { STUDENT_CHANGE_REFUSALS } from '../../../constants/school-records/students';
import { mayDo } from '../../../roles/actions';
import type { AuditAction } from '../../../constants/audit';
import { studentChangeSubject, studentSubject } from '../../../format/audit-subjects';
import { toKobo } from '../../../format/money/money';
import {
  chargeChangeLine,
  declinedChangeLine,
  studentChanges,
  type StudentFacts,
} from '../../../format/people/student-change';
import type { Classroom } from '../../../types/classroom';
import type { Student } from '../../../types/student';
import { deleteBodySchema } from '../../../validation/accounts/password-schemas';
import { paymentVoidBodySchema } from '../../../validation/money/payment-schemas';
import {
  studentCreateBodySchema,
  studentImportBodySchema,
  studentUpdateBodySchema,
  type StudentImportRow,
} from '../../../validation/school-records/student-schemas';
import { TERM_REFUSALS } from '../../../constants/school-records/terms';
import { ConflictError, ValidationError } from '../../data-errors';
import {
  readGuestRole,
  readStudentEdits,
  writeStudentEdits,
  type GuestData,
} from '../../guest-storage';
import { recomputeTotals } from '../../recompute-totals';
import { classItems } from '../guest-ledger';
import type { CreateInputs, UpdateInputs } from '../../data-source';
import { objectId } from '../../object-id';
import { CLASSROOM_NOT_IN_SCHOOL, classroomOf } from './guest-classrooms';
import { checkoutRunning } from '../money/guest-payments';
import { chosenFamily, dropEmptyFamilies, familyDetails, importedFamilies } from './guest-families';
import {
  auditName,
  checkBody,
  checkPassword,
  checkRole,
  findIn,
  type GuestContext,
  newRecordBase,
  readAll,
  readForChange,
  saveAll,
  writeAll,
} from '../guest-records';

const STUDENT_HAS_PAYMENTS = 'This student has payments and cannot be deleted.';
const STUDENT_PAYMENT_IN_PROGRESS =
  'A payment for this student is in progress, so the student cannot be deleted yet.';

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

/**
 * A new student's figures, which the write derives from the ledger (recomputeTotals), and no edit
 * of theirs waiting.
 */
const NEW_STUDENT = {
  totalPaidFees: 0,
  totalFeesExpected: 0,
  broughtForward: 0,
  balance: 0,
  dueNow: 0,
  overdueSince: null,
  changeRequest: null,
  changeDeclined: null,
};

export function createStudent(
  context: GuestContext,
  input: CreateInputs['students'],
  password: string,
): Student {
  const data = readForChange(context, 'registerStudents', studentCreateBodySchema, {
    ...input,
    password,
  });
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
    ...NEW_STUDENT,
  };
  data.students.push(created);
  return saveAll(context, data, 'students', created._id);
}

/** The student as an edit describes them: class, items and family by name. */
function factsOf(data: GuestData, student: Student): StudentFacts {
  const items = new Map(classItems(data, student.classroomId).map((item) => [item._id, item.name]));
  return {
    ...student,
    optionalItems: student.optionalItems.map((itemId) => items.get(itemId) ?? itemId),
    family: data.families.find((family) => family._id === student.familyId)?.name ?? '',
  };
}

/** Applies an edit to `data` as the API applies it, checking it against the data as it stands. */
function applyEdit(
  context: GuestContext,
  data: GuestData,
  student: Student,
  changes: UpdateInputs['students'],
): void {
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
}

/** A student edited, or an edit held for the owner, with its audit line (docs/students.md). */
export interface StudentEdit {
  student: Student;
  action: Extract<AuditAction, 'student.updated' | 'student.change-requested'>;
  subject: string;
}

/**
 * An edit by the owner applies at once. One by the demo bursar that lowers what any student owes
 * this term waits for the owner instead, changing nothing else (docs/students.md#edits-that-lower-charges).
 */
export function updateStudent(
  context: GuestContext,
  id: string,
  changes: UpdateInputs['students'],
  password: string,
): StudentEdit {
  const data = readForChange(context, 'changeStudents', studentUpdateBodySchema, {
    ...changes,
    password,
  });
  const before = recomputeTotals(data);
  const was = findIn(before, 'students', id);
  if (was.changeRequest) throw new ConflictError(STUDENT_CHANGE_REFUSALS.changeWaiting);
  const wasFacts = factsOf(data, was);
  applyEdit(context, data, findIn(data, 'students', id), changes);
  const after = recomputeTotals(data);
  const now = findIn(after, 'students', id);
  const changed = studentChanges(wasFacts, factsOf(after, now));
  const owing = new Map(after.students.map((one) => [one._id, toKobo(one.totalFeesExpected)]));
  const lowers = before.students.some(
    (one) => toKobo(one.totalFeesExpected) > (owing.get(one._id) ?? 0),
  );
  if (lowers && !mayDo(readGuestRole(context.storage), 'answerStudentChange')) {
    const held = readAll(context);
    const changeRequest = {
      by: auditName(context),
      at: context.now().toISOString(),
      changes: changed,
      before: was.balance,
      after: now.balance,
    };
    Object.assign(findIn(held, 'students', id), { changeRequest, updatedAt: changeRequest.at });
    writeStudentEdits(context.storage, [
      ...readStudentEdits(context.storage).filter((edit) => edit.studentId !== id),
      { studentId: id, edit: changes },
    ]);
    const student = saveAll(context, held, 'students', id);
    const line = chargeChangeLine(changed, was.balance, now.balance);
    return {
      student,
      action: 'student.change-requested',
      subject: studentChangeSubject(student, line),
    };
  }
  const student = saveAll(context, data, 'students', id);
  const subject =
    now.totalFeesExpected === was.totalFeesExpected
      ? studentSubject(student)
      : studentChangeSubject(student, chargeChangeLine(changed, was.balance, now.balance));
  return { student, action: 'student.updated', subject };
}

/** A waiting edit the owner answers, with the student as it stands; it is forgotten once read. */
function waitingEdit(context: GuestContext, id: string, password: string) {
  checkRole(context, 'answerStudentChange');
  checkPassword(password);
  const data = readAll(context);
  const before = findIn(recomputeTotals(data), 'students', id);
  const edits = readStudentEdits(context.storage);
  const waiting = edits.find((edit) => edit.studentId === id);
  if (!before.changeRequest || !waiting) {
    throw new ConflictError(STUDENT_CHANGE_REFUSALS.noChangeRequested);
  }
  const forget = () =>
    writeStudentEdits(
      context.storage,
      edits.filter((edit) => edit !== waiting),
    );
  return { data, before, student: findIn(data, 'students', id), edit: waiting.edit, forget };
}

/**
 * The owner approves the bursar's edit: it applies as it was sent, checked against the data as it
 * stands now (a class deleted since refuses it, and it keeps waiting).
 */
export function approveStudentChange(
  context: GuestContext,
  id: string,
  password: string,
): Omit<StudentEdit, 'action'> {
  checkBody(deleteBodySchema, { password });
  const { data, before, student, edit, forget } = waitingEdit(context, id, password);
  const wasFacts = factsOf(data, student);
  applyEdit(context, data, student, edit);
  Object.assign(student, { changeRequest: null, changeDeclined: null });
  const now = findIn(recomputeTotals(data), 'students', id);
  const line = chargeChangeLine(
    studentChanges(wasFacts, factsOf(data, now)),
    before.balance,
    now.balance,
  );
  const saved = saveAll(context, data, 'students', id);
  forget();
  return { student: saved, subject: studentChangeSubject(saved, line) };
}

/** The owner declines it, saying why: nothing of it applies, and whoever asked sees the reason. */
export function declineStudentChange(
  context: GuestContext,
  id: string,
  reason: string,
  password: string,
): Omit<StudentEdit, 'action'> {
  checkBody(paymentVoidBodySchema, { reason, password });
  const { data, before, student, forget } = waitingEdit(context, id, password);
  const changes = before.changeRequest?.changes ?? '';
  const at = context.now().toISOString();
  const changeDeclined = { by: auditName(context), reason: reason.trim(), at, changes };
  Object.assign(student, { changeRequest: null, changeDeclined, updatedAt: at });
  const saved = saveAll(context, data, 'students', id);
  forget();
  return {
    student: saved,
    subject: studentChangeSubject(saved, declinedChangeLine(changes, reason)),
  };
}

export function removeStudent(context: GuestContext, id: string, password: string): void {
  const data = readForChange(context, 'deleteStudent', deleteBodySchema, { password });
  findIn(data, 'students', id);
  // Money is never erased, so a student who has paid stays.
  if (data.payments.some((payment) => payment.studentId === id)) {
    throw new ConflictError(STUDENT_HAS_PAYMENTS);
  }
  if (checkoutRunning(context, (checkout) => checkout.studentId === id)) {
    throw new ConflictError(STUDENT_PAYMENT_IN_PROGRESS);
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
  checkRole(context, 'importStudents');
  checkPassword(password);
  const rooms = new Map(
    data.classrooms.filter((room) => room.schoolId === schoolId).map((room) => [room._id, room]),
  );
  const missing: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (!rooms.has(row.classroom))
      missing[`students[${index}].classroom`] = CLASSROOM_NOT_IN_SCHOOL;
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
      ...NEW_STUDENT,
    });
  }
  writeAll(context, data);
  return { imported: rows.length };
}
