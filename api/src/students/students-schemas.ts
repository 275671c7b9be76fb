import {
  balanceKobo,
  deleteBodySchema,
  ENROLMENTS,
  field,
  paymentVoidBodySchema,
  SEXES,
  statementRecord,
  STUDENT_SORTS,
  studentCreateBodySchema,
  studentImportFileSchema,
  studentImportRowSchema,
  studentRecord,
  studentUpdateBodySchema,
  schoolToday,
  studentDue,
  toNaira,
} from '@fees/shared-data/core';
import type { DueAtOnce, Instalment, Sex, Student } from '@fees/shared-data/core';
import type { students } from '../db/schema/schools';
import { object, type AnySchema } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { toRecord } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

export type StudentRow = typeof students.$inferSelect & {
  classroomName: string;
  optionalItems: string[];
  /** The plan that applies this term, null for the default (docs/due-dates.md). */
  planInstalments: Instalment[] | null;
  termOpenedAt: Date | string;
  /** The late fees of this term not waived, due at once (docs/due-dates.md#late-fee). */
  lateFeesDue: DueAtOnce[];
};

/** A student row's figures, plan and late fees as the due arithmetic reads them (docs/due-dates.md). */
export function planned(row: StudentRow) {
  const money = {
    broughtForwardKobo: row.broughtForwardKobo,
    expectedKobo: row.totalFeesExpectedKobo,
    paidKobo: row.totalPaidFeesKobo,
  };
  return {
    money,
    plan: row.planInstalments,
    openedOn: schoolToday(new Date(row.termOpenedAt)),
    // Late fees are due at once from the day they were charged, not split by the plan.
    atOnce: row.lateFeesDue,
  };
}

/** A student as the API answers it; what is due is read against the school's `today`. */
export function toStudent(row: StudentRow, today: string): Student {
  const { money, plan, openedOn, atOnce } = planned(row);
  const due = studentDue(money, plan, openedOn, today, atOnce);
  return toRecord(studentRecord, {
    ...row,
    classroom: row.classroomName,
    sex: row.sex as Sex,
    familyId: row.familyId ?? '',
    totalPaidFees: toNaira(row.totalPaidFeesKobo),
    totalFeesExpected: toNaira(row.totalFeesExpectedKobo),
    broughtForward: toNaira(row.broughtForwardKobo),
    balance: toNaira(balanceKobo(row.totalFeesExpectedKobo, row.totalPaidFeesKobo)),
    dueNow: toNaira(due.dueNowKobo),
    overdueSince: due.overdueSince,
    changeRequest: row.changeRequest && {
      by: row.changeRequest.by,
      at: row.changeRequest.at,
      changes: row.changeRequest.changes,
      before: toNaira(row.changeRequest.beforeKobo),
      after: toNaira(row.changeRequest.afterKobo),
    },
    changeDeclined: row.changeDeclined,
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

const studentResponse = { 200: jsonSchemaOf(studentRecord) };

const updateSchema = routes.update(
  'Edit a student, or move them to another classroom of the school (needs the password). A ' +
    "bursar's edit that leaves any student owing less this term answers 202 with the student " +
    'unchanged but for `changeRequest`, for the owner to approve or decline; while one waits, ' +
    'an edit answers 409',
  studentUpdateBodySchema,
  studentRecord,
);

export const updateStudentSchema = {
  ...updateSchema,
  response: { ...studentResponse, 202: jsonSchemaOf(studentRecord) },
};

export const approveChangeSchema = {
  ...routes.described(
    "Approve a bursar's waiting edit of the student (owner; needs the password): it applies as " +
      'sent, checked against the school as it is now',
  ),
  params: routes.params,
  body: deleteBodySchema,
  response: studentResponse,
};

export const declineChangeSchema = {
  ...routes.described(
    "Decline a bursar's waiting edit of the student with a reason (owner; needs the password): " +
      'nothing of it applies, and `changeDeclined` says why',
  ),
  params: routes.params,
  body: paymentVoidBodySchema,
  response: studentResponse,
};

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
