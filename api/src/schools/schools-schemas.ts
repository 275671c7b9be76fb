import { schoolBodySchema, schoolRecord, toNaira } from '@fees/shared-data/core';
import type { School, SchoolLevel, SchoolRole, SiblingDiscountRule } from '@fees/shared-data/core';
import type { schools } from '../db/schema/schools';
import { toRecord } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

export type SchoolRow = typeof schools.$inferSelect;

/** A school as the person asking sees it: with their role there. */
export function toSchool(row: SchoolRow & { role: SchoolRole }): School {
  return toRecord(schoolRecord, {
    ...row,
    level: row.level as SchoolLevel,
    totalFees: toNaira(row.totalFeesKobo),
    totalFeesExpected: toNaira(row.totalFeesExpectedKobo),
    siblingDiscount: siblingRule(row),
  });
}

/** The school's sibling discount, as its columns hold it. */
export function siblingRule(
  row: Pick<SchoolRow, 'siblingSecond' | 'siblingLater' | 'siblingOrder'>,
): SiblingDiscountRule {
  return { second: row.siblingSecond, later: row.siblingLater, order: row.siblingOrder };
}

const routes = sessionRouteSchemas('schools', 'School');

export const listSchoolsSchema = routes.list(
  'The schools the signed-in person is a member of, with their role in each (q searches the name)',
  schoolRecord,
  ['_id'],
);

export const createSchoolSchema = routes.create(
  'Register a school (needs the account password)',
  schoolBodySchema,
  schoolRecord,
);

export const updateSchoolSchema = routes.update(
  'Edit a school (needs the account password)',
  schoolBodySchema,
  schoolRecord,
);

export const deleteSchoolSchema = routes.remove(
  'Delete a school with its classrooms, students and payments (needs the password)',
);
