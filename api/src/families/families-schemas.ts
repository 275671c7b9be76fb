import {
  familyDue,
  familyRecord,
  familyUpdateBodySchema,
  schoolRecord,
  siblingDiscountBodySchema,
  schoolToday,
  studentDue,
  toNaira,
  type Family,
} from '@fees/shared-data/core';
import { jsonSchemaOf } from '../http/json-schema';
import { toRecord } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';
import type { FamilyRow } from './families-repository';

/** A family as the API answers it; what its children have due is read against `today`. */
export function toFamily(row: FamilyRow, today: string): Family {
  const due = familyDue(
    row.childrenDue.map((child) =>
      studentDue(
        child,
        child.planInstalments,
        schoolToday(new Date(child.termOpenedAt)),
        today,
        child.lateFeesDue,
      ),
    ),
  );
  return toRecord(familyRecord, {
    ...row,
    balance: toNaira(row.balanceKobo),
    dueNow: toNaira(due.dueNowKobo),
    overdueSince: due.overdueSince,
  });
}

const schoolRoutes = sessionRouteSchemas('families', 'School');
const routes = sessionRouteSchemas('families', 'Family');

export const listFamiliesSchema = {
  ...schoolRoutes.list(
    "The school's families in the order they were founded; q matches a name, phone or e-mail",
    familyRecord,
    [],
  ),
  params: schoolRoutes.params,
};

export const getFamilySchema = {
  ...routes.described("A family of one of your schools, with its children's count and balance"),
  params: routes.params,
  response: { 200: jsonSchemaOf(familyRecord) },
};

export const updateFamilySchema = routes.update(
  "Edit a family's name, phone and e-mail, and so every child's (needs the password)",
  familyUpdateBodySchema,
  familyRecord,
);

export const setSiblingDiscountSchema = {
  ...schoolRoutes.described(
    "Set the school's sibling discount (owner, needs the password); every family child's charges " +
      'this term follow',
  ),
  params: schoolRoutes.params,
  body: siblingDiscountBodySchema,
  response: { 200: jsonSchemaOf(schoolRecord) },
};
