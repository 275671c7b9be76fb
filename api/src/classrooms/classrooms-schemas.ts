import {
  classroomCreateBodySchema,
  classroomUpdateBodySchema,
  deleteBodySchema,
  toNaira,
} from '@fees/shared-data/core';
import type { Classroom } from '@fees/shared-data/core';
import type { classrooms } from '../db/schema/schools';
import { idFilter, listQueryShape } from '../plugins/list-query';
import {
  listHeaders,
  listSchema,
  messageSchema,
  recordSchema,
  timestampsOf,
} from '../plugins/records';
import { idParamsSchema, querySchema } from '../plugins/validation';

export type ClassroomRow = typeof classrooms.$inferSelect & { schoolName: string };

export const classroomResponse = recordSchema({
  name: { type: 'string' },
  classTeacher: { type: 'string' },
  schoolName: { type: 'string' },
  schoolId: { type: 'string' },
  noOfStudents: { type: 'integer' },
  classFees: { type: 'number' },
  totalFeesExpected: { type: 'number' },
  totalFees: { type: 'number' },
});

export function toClassroom(row: ClassroomRow): Classroom {
  return {
    ...timestampsOf(row),
    name: row.name,
    classTeacher: row.classTeacher,
    schoolName: row.schoolName,
    schoolId: row.schoolId,
    noOfStudents: row.noOfStudents,
    classFees: toNaira(row.classFeesKobo),
    totalFeesExpected: toNaira(row.totalFeesExpectedKobo),
    totalFees: toNaira(row.totalFeesKobo),
  };
}

const tags = ['classrooms'];
const security = [{ session: [] }];

export const listClassroomsSchema = {
  tags,
  security,
  summary: "Classrooms of the signed-in owner's schools (q searches the name)",
  querystring: querySchema({
    ...listQueryShape,
    _id: idFilter('_id'),
    schoolId: idFilter('schoolId'),
  }),
  response: { 200: { ...listSchema(classroomResponse), headers: listHeaders } },
};

export const createClassroomSchema = {
  tags,
  security,
  summary: 'Register a classroom in one of your schools (needs the account password)',
  body: classroomCreateBodySchema,
  response: { 201: classroomResponse },
};

export const updateClassroomSchema = {
  tags,
  security,
  summary: "Edit a classroom; a new fee re-prices its students' expected fees (needs the password)",
  params: idParamsSchema,
  body: classroomUpdateBodySchema,
  response: { 200: classroomResponse },
};

export const deleteClassroomSchema = {
  tags,
  security,
  summary: 'Delete a classroom with its students and their payments (needs the password)',
  params: idParamsSchema,
  body: deleteBodySchema,
  response: { 200: messageSchema },
};
