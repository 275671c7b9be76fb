import { schoolBodySchema, toNaira } from '@fees/shared-data/core';
import type { School, SchoolLevel } from '@fees/shared-data/core';
import type { schools } from '../db/schema/schools';
import { recordSchema, timestampsOf } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

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

const routes = sessionRouteSchemas('schools', 'School');

export const listSchoolsSchema = routes.list(
  "The signed-in owner's schools (q searches the name)",
  schoolResponse,
  ['_id'],
);

export const createSchoolSchema = routes.create(
  'Register a school (needs the account password)',
  schoolBodySchema,
  schoolResponse,
);

export const updateSchoolSchema = routes.update(
  'Edit a school (needs the account password)',
  schoolBodySchema,
  schoolResponse,
);

export const deleteSchoolSchema = routes.remove(
  'Delete a school with its classrooms, students and payments (needs the password)',
);
