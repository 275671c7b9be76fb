import {
  deleteBodySchema,
  studentCreateBodySchema,
  studentUpdateBodySchema,
  toNaira,
} from '@fees/shared-data/core';
import type { Sex, Student } from '@fees/shared-data/core';
import type { students } from '../db/schema/schools';
import { idFilter, listQueryShape } from '../plugins/list-query';
import {
  listHeaders,
  listSchema,
  messageSchema,
  recordSchema,
  timestampsOf,
} from '../plugins/records';
import { idParamsSchema, querySchema } from '../plugins/validation';

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

const tags = ['students'];
const security = [{ session: [] }];

export const listStudentsSchema = {
  tags,
  security,
  summary: "Students of the signed-in owner's schools (q searches the full name)",
  querystring: querySchema({
    ...listQueryShape,
    _id: idFilter('_id'),
    schoolId: idFilter('schoolId'),
    classroom: idFilter('classroom'),
  }),
  response: { 200: { ...listSchema(studentResponse), headers: listHeaders } },
};

export const createStudentSchema = {
  tags,
  security,
  summary: 'Register a student in a classroom of one of your schools (needs the password)',
  body: studentCreateBodySchema,
  response: { 201: studentResponse },
};

export const updateStudentSchema = {
  tags,
  security,
  summary: 'Edit a student, or move them to another classroom of the school (needs the password)',
  params: idParamsSchema,
  body: studentUpdateBodySchema,
  response: { 200: studentResponse },
};

export const deleteStudentSchema = {
  tags,
  security,
  summary: 'Delete a student with their payments (needs the password)',
  params: idParamsSchema,
  body: deleteBodySchema,
  response: { 200: messageSchema },
};
