import {
  SEXES,
  studentCreateBodySchema,
  studentImportBodySchema,
  studentUpdateBodySchema,
  toNaira,
} from '@fees/shared-data/core';
import type { Sex, Student } from '@fees/shared-data/core';
import type { students } from '../db/schema/schools';
import { recordSchema, timestampsOf } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

export type StudentRow = typeof students.$inferSelect & { classroomName: string };

export const studentResponse = recordSchema({
  fullname: { type: 'string' },
  classroom: { type: 'string', description: "The classroom's name" },
  classroomId: { type: 'string' },
  age: { type: 'integer' },
  sex: { type: 'string', enum: ['Male', 'Female'] },
  discount: { type: 'number' },
  phoneNo: { type: 'string' },
  totalPaidFees: { type: 'number' },
  totalFeesExpected: { type: 'number' },
  schoolId: { type: 'string' },
});

export function toStudent(row: StudentRow): Student {
  return {
    ...timestampsOf(row),
    fullname: row.fullname,
    classroom: row.classroomName,
    classroomId: row.classroomId,
    age: row.age,
    sex: row.sex as Sex,
    discount: row.discount,
    phoneNo: row.phoneNo,
    totalPaidFees: toNaira(row.totalPaidFeesKobo),
    totalFeesExpected: toNaira(row.totalFeesExpectedKobo),
    schoolId: row.schoolId,
  };
}

const routes = sessionRouteSchemas('students', 'Student');

export const listStudentsSchema = routes.list(
  "Students of the signed-in owner's schools (q searches the full name)",
  studentResponse,
  ['_id', 'schoolId', 'classroom'],
  { sex: SEXES },
);

export const createStudentSchema = routes.create(
  'Register a student in a classroom of one of your schools (needs the password)',
  studentCreateBodySchema,
  studentResponse,
);

export const updateStudentSchema = routes.update(
  'Edit a student, or move them to another classroom of the school (needs the password)',
  studentUpdateBodySchema,
  studentResponse,
);

export const deleteStudentSchema = routes.remove(
  'Delete a student who has no payments (needs the password); one with payments answers 409',
);

export const importStudentsSchema = routes.create(
  'Register a whole file of students in one of your schools, all or none (needs the password)',
  studentImportBodySchema,
  {
    type: 'object',
    properties: { imported: { type: 'integer', description: 'Students registered' } },
    required: ['imported'],
  },
);
