import { LIMITS, RECORD_ID_PATTERN } from '@fees/shared-data/core';
import { object, string, type ObjectShape } from 'yup';

/** Query strings arrive as text: these schemas convert, and refuse keys a route does not know. */
export function querySchema<S extends ObjectShape>(shape: S) {
  return object(shape).noUnknown('Unknown query parameter: ${unknown}');
}

/**
 * `/:id` of a record, e.g. `idParamsSchema('School')`. An id that cannot be one answers 404 with
 * the message a deleted or another owner's id gets, so a caller cannot tell them apart.
 */
export function idParamsSchema(record: string) {
  const missing = `${record} not found`;
  return object({
    id: string().required(missing).max(LIMITS.idMax, missing).matches(RECORD_ID_PATTERN, missing),
  }).noUnknown(missing);
}
