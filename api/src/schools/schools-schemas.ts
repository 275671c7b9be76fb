import { deleteBodySchema, schoolBodySchema, toNaira } from '@fees/shared-data/core';
import type { School, SchoolLevel } from '@fees/shared-data/core';
import type { schools } from '../db/schema/schools';
import { idFilter, listQueryShape } from '../plugins/list-query';
import {
  listHeaders,
  listSchema,
  messageSchema,
  recordSchema,
  timestampsOf,
} from '../plugins/records';
import { idParamsSchema, querySchema } from '../plugins/validation';

export type SchoolRow = typeof schools.$inferSelect;

export const schoolResponse = recordSchema({
  name: { type: 'string' },
  address: { type: 'string' },
  level: { type: 'string' },
  ownerId: { type: 'string' },
  noOfStudents: { type: 'integer' },
  noOfClassrooms: { type: 'integer' },
  totalFees: { type: 'number' },
  totalFeesExpected: { type: 'number' },
});

export function toSchool(row: SchoolRow): School {
  return {
    ...timestampsOf(row),
    name: row.name,
    address: row.address,
    level: row.level as SchoolLevel,
    ownerId: row.ownerId,
    noOfStudents: row.noOfStudents,
    noOfClassrooms: row.noOfClassrooms,
    totalFees: toNaira(row.totalFeesKobo),
    totalFeesExpected: toNaira(row.totalFeesExpectedKobo),
  };
}

const tags = ['schools'];
const security = [{ session: [] }];

export const listSchoolsSchema = {
  tags,
  security,
  summary: "The signed-in owner's schools (q searches the name)",
  querystring: querySchema({ ...listQueryShape, _id: idFilter('_id') }),
  response: { 200: { ...listSchema(schoolResponse), headers: listHeaders } },
};

export const createSchoolSchema = {
  tags,
  security,
  summary: 'Register a school (needs the account password)',
  body: schoolBodySchema,
  response: { 201: schoolResponse },
};

export const updateSchoolSchema = {
  tags,
  security,
  summary: 'Edit a school (needs the account password)',
  params: idParamsSchema,
  body: schoolBodySchema,
  response: { 200: schoolResponse },
};

export const deleteSchoolSchema = {
  tags,
  security,
  summary: 'Delete a school with its classrooms, students and payments (needs the password)',
  params: idParamsSchema,
  body: deleteBodySchema,
  response: { 200: messageSchema },
};
