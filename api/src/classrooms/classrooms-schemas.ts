import {
  classroomCreateBodySchema,
  classroomRecord,
  classroomUpdateBodySchema,
  toNaira,
} from '@fees/shared-data/core';
import type { Classroom } from '@fees/shared-data/core';
import type { classrooms } from '../db/schema/schools';
import { toRecord } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

export type ClassroomRow = typeof classrooms.$inferSelect & { schoolName: string };

export function toClassroom(row: ClassroomRow): Classroom {
  return toRecord(classroomRecord, {
    ...row,
    classFees: toNaira(row.classFeesKobo),
    totalFeesExpected: toNaira(row.totalFeesExpectedKobo),
    totalFees: toNaira(row.totalFeesKobo),
  });
}

const routes = sessionRouteSchemas('classrooms', 'Classroom');

export const listClassroomsSchema = routes.list(
  "Classrooms of the signed-in owner's schools (q searches the name)",
  classroomRecord,
  ['_id', 'schoolId'],
);

export const createClassroomSchema = routes.create(
  'Register a classroom in one of your schools (needs the account password)',
  classroomCreateBodySchema,
  classroomRecord,
);

export const updateClassroomSchema = routes.update(
  "Edit a classroom; a new fee re-prices its students' expected fees (needs the password)",
  classroomUpdateBodySchema,
  classroomRecord,
);

export const deleteClassroomSchema = routes.remove(
  'Delete a classroom with its students and their payments (needs the password)',
);
