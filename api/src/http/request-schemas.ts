import { LIMITS, RECORD_ID_PATTERN } from '@fees/shared-data/core';
import { object, string, type ObjectShape } from 'yup';

/** Query strings arrive as text: these schemas convert, and refuse keys a route does not know. */
export function querySchema<S extends ObjectShape>(shape: S) {
  return object(shape).noUnknown('Unknown query parameter: ${unknown}');
}

/** A record id in a path: one that cannot be one answers the 404 a missing record gets. */
export function recordIdParam(record: string) {
  const missing = `${record} not found`;
  return string().required(missing).max(LIMITS.idMax, missing).matches(RECORD_ID_PATTERN, missing);
}

/**
 * `/:id` of a record, e.g. `idParamsSchema('School')`. An id that cannot be one answers 404 with
 * the message a deleted or another owner's id gets, so a caller cannot tell them apart.
 */
export function idParamsSchema(record: string) {
  return object({ id: recordIdParam(record) }).noUnknown(`${record} not found`);
}
