import {
  REPORT_LIMITS,
  cashBookQuerySchema,
  cashBookRecord,
  defaulterRecord,
  defaultersQuerySchema,
  termReportQuerySchema,
  termReportRecord,
} from '@fees/shared-data/core';
import { jsonSchemaOf } from '../http/json-schema';
import { listSchema } from '../http/records';
import { querySchema } from '../http/request-schemas';
import { sessionRouteSchemas } from '../http/route-schemas';

const routes = sessionRouteSchemas('reports', 'School');

export const termReportSchema = {
  ...routes.described(
    'A term at a glance (every member): billed (its charges and what was brought forward), ' +
      'collected, outstanding and credit, by class and by day and method; termId defaults to ' +
      'the current term',
  ),
  params: routes.params,
  querystring: querySchema(termReportQuerySchema.fields),
  response: { 200: jsonSchemaOf(termReportRecord) },
};

export const defaultersSchema = {
  ...routes.described(
    'The students owing more than min naira (0) at the end of the term, largest balance first; ' +
      'classroomId keeps those in that class that term',
  ),
  params: routes.params,
  querystring: querySchema(defaultersQuerySchema.fields),
  response: { 200: listSchema(defaulterRecord) },
};

export const cashBookSchema = {
  ...routes.described(
    'The money received from `from` to `to` (days in Lagos, both included; today by default), ' +
      `at most ${REPORT_LIMITS.cashBookDaysMax} days: void payments listed, counted in no total`,
  ),
  params: routes.params,
  querystring: querySchema(cashBookQuerySchema.fields),
  response: { 200: jsonSchemaOf(cashBookRecord) },
};
