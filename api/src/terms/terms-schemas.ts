import {
  deleteBodySchema,
  isRecordId,
  isSession,
  TERM_NAMES,
  type Promotions,
  type Term,
} from '@fees/shared-data/core';
import { mixed, object, string, type InferType } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { field, listSchema } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';
import type { TermRow } from './terms-repository';

const PROMOTIONS_MESSAGE =
  "promotions must map each classroom's _id to the _id of the classroom its students join, or null";

const isPromotions = (value: unknown): value is Promotions =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(
    ([from, to]) => isRecordId(from) && (to === null || (typeof to === 'string' && isRecordId(to))),
  );

/** `POST /api/schools/:id/terms`: the password, and at a new session where classes go. */
export const nextTermBodySchema = deleteBodySchema.shape({
  promotions: mixed<Promotions>()
    .test('promotions', PROMOTIONS_MESSAGE, (value) => value === undefined || isPromotions(value))
    .meta({
      jsonSchema: {
        type: 'object',
        additionalProperties: { type: 'string', nullable: true },
        description: PROMOTIONS_MESSAGE,
      },
    }),
});
export type NextTermBody = InferType<typeof nextTermBodySchema>;

/** `PUT /api/schools/:id/terms/current`: which session and term the school is really in. */
export const currentTermBodySchema = deleteBodySchema.shape({
  session: string()
    .strict()
    .required('Session is required')
    .test('session', 'Session must be two years in a row, such as 2026/2027', (value) =>
      isSession(value ?? ''),
    ),
  name: string()
    .strict()
    .required('Term is required')
    .oneOf(TERM_NAMES, `Term must be ${TERM_NAMES.join(', ')}`),
});
export type CurrentTermBody = InferType<typeof currentTermBodySchema>;

const termRecord = object({
  _id: field.text(),
  schoolId: field.text(),
  session: field.text(),
  name: field.text().oneOf(TERM_NAMES),
  status: field.text().oneOf(['current', 'closed'] as const),
  openedAt: field.text().meta({ jsonSchema: { format: 'date-time' } }),
  closedAt: field
    .text()
    .nullable()
    .meta({ jsonSchema: { format: 'date-time' } }),
});

export function toTerm(row: TermRow): Term {
  return {
    _id: row.id,
    schoolId: row.schoolId,
    session: row.session,
    name: row.name,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

const share = object({ students: field.whole(), amount: field.amount() }).defined();
const previewRecord = object({
  session: field.text(),
  name: field.text().oneOf(TERM_NAMES),
  startsSession: field.bool(),
  students: field.whole(),
  arrears: share,
  credit: share,
});

const routes = sessionRouteSchemas('terms', 'School');

export const listTermsSchema = {
  ...routes.described("The school's terms, oldest first; the last is the current one"),
  params: routes.params,
  response: { 200: listSchema(termRecord) },
};

export const previewNextTermSchema = {
  ...routes.described(
    'What starting the next term would carry into it: the term, whether it starts a session, ' +
      'the students charged in it, and the arrears and credits brought forward',
  ),
  params: routes.params,
  response: { 200: jsonSchemaOf(previewRecord) },
};

export const startNextTermSchema = {
  ...routes.described(
    'Close the current term and open the next (needs the password); `promotions` only when it ' +
      'starts a session',
  ),
  params: routes.params,
  body: nextTermBodySchema,
  response: { 201: jsonSchemaOf(termRecord) },
};

export const setCurrentTermSchema = {
  ...routes.described(
    'Say which session and term the school is in (needs the password); 409 once it has payments',
  ),
  params: routes.params,
  body: currentTermBodySchema,
  response: { 200: jsonSchemaOf(termRecord) },
};
