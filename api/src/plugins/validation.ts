import { LIMITS, RECORD_ID_PATTERN, validateBody } from '@fees/shared-data/core';
import fp from 'fastify-plugin';
import { isSchema, object, string, type AnyObjectSchema, type ObjectShape } from 'yup';
import { HttpError } from './errors';

const PART_NAMES: Record<string, string> = {
  body: 'Invalid request body',
  querystring: 'Invalid query string',
  params: 'Invalid path',
};

/**
 * One validator compiler for every route: the route's schemas are yup object schemas (the shared
 * body schemas, or the query and path schemas below). It returns `{ value }` or `{ error }` and
 * never throws, so no input can turn into a 500.
 */
export const validationPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(({ schema, httpPart }) => {
      if (!isSchema(schema)) {
        throw new Error(`Route schemas must be yup schemas (${httpPart ?? 'unknown part'})`);
      }
      const yupSchema = schema as AnyObjectSchema;
      return (data: unknown) => {
        try {
          const result = validateBody(yupSchema, httpPart === 'body' ? data : { ...(data ?? {}) });
          if ('value' in result) return { value: result.value };
          // The only path part is a record id: one that cannot be an id names no record.
          if (httpPart === 'params') return { error: new HttpError(404, result.message) };
          const message =
            Object.keys(result.fields).length > 0
              ? result.message
              : (PART_NAMES[httpPart ?? ''] ?? result.message);
          const fields = Object.keys(result.fields).length > 0 ? result.fields : undefined;
          return { error: new HttpError(400, message, fields) };
        } catch {
          return { error: new HttpError(400, PART_NAMES[httpPart ?? ''] ?? 'Invalid request') };
        }
      };
    });
  },
  { name: 'validation', fastify: '5.x' },
);

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
