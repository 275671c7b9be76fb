import {
  nextTermBodySchema,
  nextTermPreviewRecord,
  termPlaceBodySchema,
  termRecord,
  type Term,
} from '@fees/shared-data/core';
import { jsonSchemaOf } from '../http/json-schema';
import { listSchema } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';
import type { TermRow } from './terms-repository';

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
  response: { 200: jsonSchemaOf(nextTermPreviewRecord) },
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
  body: termPlaceBodySchema,
  response: { 200: jsonSchemaOf(termRecord) },
};
