import {
  deleteBodySchema,
  lateFeeBodySchema,
  lateFeeListRecord,
  lateFeeSettingRecord,
} from '@fees/shared-data/core';
import { object } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { messageSchema } from '../http/records';
import { recordIdParam } from '../http/request-schemas';
import { sessionRouteSchemas } from '../http/route-schemas';

const schools = sessionRouteSchemas('late fees', 'School');
const students = sessionRouteSchemas('late fees', 'Student');
const setting = { 200: jsonSchemaOf(lateFeeSettingRecord) };

export const getLateFeeSchema = {
  ...schools.described(
    "The school's late fee: a fixed amount or a percent of what is unmet, and the days of grace " +
      'after each due date; an amount of 0 is none',
  ),
  params: schools.params,
  response: setting,
};

export const setLateFeeSchema = {
  ...schools.described(
    "Set the school's late fee (owner; needs the password): `amount` in naira or `percent`, and " +
      '`graceDays`; `{ amount: 0 }` turns it off',
  ),
  params: schools.params,
  body: lateFeeBodySchema(),
  response: setting,
};

export const listLateFeesSchema = {
  ...students.described("The student's late fees of the current term, in the order charged"),
  params: students.params,
  response: { 200: jsonSchemaOf(lateFeeListRecord) },
};

export const waiveLateFeeSchema = {
  ...students.described(
    "Waive one of the student's late fees of the current term (owner; needs the password): it " +
      'stays listed, waived, and no longer counts in their charges',
  ),
  params: object({
    id: recordIdParam('Student'),
    lineId: recordIdParam('Late fee'),
  }).noUnknown('Late fee not found'),
  body: deleteBodySchema,
  response: { 200: messageSchema },
};
