import {
  ENROLMENTS,
  field,
  SEXES,
  statementRecord,
  STUDENT_SORTS,
  studentCreateBodySchema,
  studentImportFileSchema,
  studentImportRowSchema,
  studentRecord,
  studentUpdateBodySchema,
  toNaira,
} from '@fees/shared-data/core';
import type { Sex, Student } from '@fees/shared-data/core';
import type { students } from '../db/schema/schools';
import { object, type AnySchema } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { toRecord } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

export type StudentRow = typeof students.$inferSelect & {
  classroomName: string;
  optionalItems: string[];
};

export function toStudent(row: StudentRow): Student {
  return toRecord(studentRecord, {
    ...row,
    classroom: row.classroomName,
    sex: row.sex as Sex,
    familyId: row.familyId ?? '',
    totalPaidFees: toNaira(row.totalPaidFeesKobo),
    totalFeesExpected: toNaira(row.totalFeesExpectedKobo),
    broughtForward: toNaira(row.broughtForwardKobo),
    balance: toNaira(row.totalFeesExpectedKobo - row.totalPaidFeesKobo),
  });
}

const routes = sessionRouteSchemas('students', 'Student');

export const listStudentsSchema = routes.list(
  "Students of the signed-in owner's schools (q searches the full name; sort=balance orders by balance, ties in registration order)",
  studentRecord,
  ['_id', 'schoolId', 'classroom', 'familyId'],
  { sex: SEXES, enrolment: ENROLMENTS },
  STUDENT_SORTS,
);

export const createStudentSchema = routes.create(
  'Register a student in a classroom of one of your schools (needs the password)',
  studentCreateBodySchema,
  studentRecord,
);

export const updateStudentSchema = routes.update(
  'Edit a student, or move them to another classroom of the school (needs the password)',
  studentUpdateBodySchema,
  studentRecord,
);

export const deleteStudentSchema = routes.remove(
  'Delete a student who has no payments (needs the password); one with payments answers 409',
);

/**
 * The route checks the file's envelope and row count; the handler checks the rows a slice at a
 * time (`checkImportRows`), so the document names the rows' shape itself.
 */
const importFileSchema = studentImportFileSchema.shape({
  students: (studentImportFileSchema.fields.students as AnySchema).meta({
    jsonSchema: { items: jsonSchemaOf(studentImportRowSchema) },
  }),
});

export const importStudentsSchema = routes.create(
  'Register a whole file of students in one of your schools, all or none (needs the password)',
  importFileSchema,
  object({
    imported: field.whole().meta({ jsonSchema: { description: 'Students registered' } }),
  }),
);

export const statementSchema = {
  ...routes.described(
    'Every term the student was charged or paid in, oldest first, with the running balance',
  ),
  params: routes.params,
  response: { 200: jsonSchemaOf(statementRecord) },
};
