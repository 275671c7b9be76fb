import type { Classroom } from '../../../types/classroom';
import type { GuestData } from '../../guest-storage';
import { dropEmptyFamilies } from './guest-families';
import { checkoutRunning } from '../money/guest-payments';
import {
  classroomCreateBodySchema,
  classroomUpdateBodySchema,
} from '../../../validation/school-records/classroom-schemas';
import { deleteBodySchema } from '../../../validation/accounts/password-schemas';
import { ConflictError, NotFoundError } from '../../data-errors';
import type { CreateInputs, UpdateInputs } from '../../data-source';
import {
  findIn,
  type GuestContext,
  newRecordBase,
  readForChange,
  saveAll,
  writeAll,
} from '../guest-records';

const CLASSROOM_HAS_PAYMENTS = 'This classroom has payments and cannot be deleted.';
const CLASSROOM_PAYMENT_IN_PROGRESS =
  'A payment in this classroom is in progress, so the classroom cannot be deleted yet.';

/** A class a student's form or file names that is not the school's, in the API's words. */
export const CLASSROOM_NOT_IN_SCHOOL = 'Classroom not found in this school';

/** A classroom of the school, as a student's form names it; any other id is not found. */
export function classroomOf(data: GuestData, classroomId: string, schoolId: string): Classroom {
  const room = data.classrooms.find((item) => item._id === classroomId);
  if (!room || room.schoolId !== schoolId) throw new NotFoundError(CLASSROOM_NOT_IN_SCHOOL);
  return room;
}

export function createClassroom(
  context: GuestContext,
  input: CreateInputs['classrooms'],
  password: string,
): Classroom {
  const data = readForChange(context, 'changeClasses', classroomCreateBodySchema, {
    ...input,
    password,
  });
  const school = findIn(data, 'schools', input.schoolId);
  const created: Classroom = {
    ...newRecordBase(context),
    name: input.name,
    classTeacher: input.classTeacher,
    classFees: input.classFees,
    schoolId: school._id,
    schoolName: school.name,
    noOfStudents: 0,
    totalFeesExpected: 0,
    totalFees: 0,
  };
  data.classrooms.push(created);
  return saveAll(context, data, 'classrooms', created._id);
}

export function updateClassroom(
  context: GuestContext,
  id: string,
  changes: UpdateInputs['classrooms'],
  password: string,
): Classroom {
  const data = readForChange(context, 'changeClasses', classroomUpdateBodySchema, {
    ...changes,
    password,
  });
  const room = findIn(data, 'classrooms', id);
  Object.assign(room, { ...changes, updatedAt: context.now().toISOString() });
  for (const student of data.students)
    if (student.classroomId === id) student.classroom = room.name;
  return saveAll(context, data, 'classrooms', id);
}

export function removeClassroom(context: GuestContext, id: string, password: string): void {
  const data = readForChange(context, 'changeClasses', deleteBodySchema, { password });
  findIn(data, 'classrooms', id);
  // Money is never erased: payments made in the classroom, or by a student now in it, keep it.
  // Students who left the school from it are no longer in it, and keep their record.
  const inRoom = new Set(
    data.students
      .filter((student) => student.classroomId === id && student.enrolment === 'enrolled')
      .map((s) => s._id),
  );
  if (data.payments.some((p) => p.classroomId === id || inRoom.has(p.studentId))) {
    throw new ConflictError(CLASSROOM_HAS_PAYMENTS);
  }
  if (checkoutRunning(context, (one) => one.classroomId === id || inRoom.has(one.studentId))) {
    throw new ConflictError(CLASSROOM_PAYMENT_IN_PROGRESS);
  }
  data.classrooms = data.classrooms.filter((room) => room._id !== id);
  data.students = data.students.filter((student) => !inRoom.has(student._id));
  data.feeItems = data.feeItems.filter((item) => item.classroomId !== id);
  data.termCharges = data.termCharges.filter((charged) => !inRoom.has(charged.studentId));
  dropEmptyFamilies(data);
  writeAll(context, data);
}
