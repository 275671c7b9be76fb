import { deleteBodySchema } from '@fees/shared-data/core';
import type { AnyObjectSchema, ObjectShape } from 'yup';
import { jsonSchemaOf } from './json-schema';
import { listQuerySchema } from './list-query';
import { messageSchema, pageSchema } from './records';
import { idParamsSchema } from './request-schemas';

/**
 * Route schemas for a domain behind the session cookie, so its routes carry one OpenAPI tag and
 * the session requirement, and its owned records get the same list/create/update/delete shapes:
 * a paged list, 201 on create, `/:id` with the record on update, `/:id` with the password and a
 * message on delete. `record` names one of them in the 404 of an id that cannot be one.
 */
export function sessionRouteSchemas(tag: string, record: string) {
  const tags = [tag];
  const params = idParamsSchema(record);
  const security = [{ session: [] }];
  const described = (summary: string) => ({ tags, security, summary });
  return {
    /** Tag, security and summary, for a route that is none of the four shapes below. */
    described,
    /** `/:id` of a record, for such a route. */
    params,
    list: (
      summary: string,
      item: AnyObjectSchema,
      filters: string[],
      choices: Record<string, readonly string[]> = {},
      sorts: readonly string[] = [],
      own: ObjectShape = {},
    ) => ({
      ...described(summary),
      querystring: listQuerySchema(filters, choices, sorts, own),
      response: { 200: pageSchema(item) },
    }),
    create: <B>(summary: string, body: B, item: AnyObjectSchema) => ({
      ...described(summary),
      body,
      response: { 201: jsonSchemaOf(item) },
    }),
    update: <B>(summary: string, body: B, item: AnyObjectSchema) => ({
      ...described(summary),
      params,
      body,
      response: { 200: jsonSchemaOf(item) },
    }),
    remove: (summary: string) => ({
      ...described(summary),
      params,
      body: deleteBodySchema,
      response: { 200: messageSchema },
    }),
  };
}
