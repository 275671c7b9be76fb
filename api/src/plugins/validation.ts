import { validateBody } from '@fees/shared-data/core';
import fp from 'fastify-plugin';
import { isSchema, type AnyObjectSchema } from 'yup';
import { HttpError } from './errors';

const PART_NAMES: Record<string, string> = {
  body: 'Invalid request body',
  querystring: 'Invalid query string',
  params: 'Invalid path',
};

/**
 * One validator compiler for every route: the route's schemas are yup object schemas (the shared
 * body schemas, or the query and path schemas of `http/request-schemas`). It returns `{ value }` or `{ error }` and
 * never throws, so no input can turn into a 500.
 */
export const validationPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(({ schema, httpPart }) => {
      if (!isSchema(schema)) {
        throw new Error(`Route schemas must be yup schemas (${httpPart ?? 'unknown part'})`);
      }
      const yupSchema = schema as unknown as AnyObjectSchema;
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
