import { deleteBodySchema } from '@fees/shared-data/core';
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
    list: (
      summary: string,
      item: unknown,
      filters: string[],
      choices: Record<string, readonly string[]> = {},
    ) => ({
      ...described(summary),
      querystring: listQuerySchema(filters, choices),
      response: { 200: pageSchema(item) },
    }),
    create: <B>(summary: string, body: B, item: unknown) => ({
      ...described(summary),
      body,
      response: { 201: item },
    }),
    update: <B>(summary: string, body: B, item: unknown) => ({
      ...described(summary),
      params,
      body,
      response: { 200: item },
    }),
    remove: (summary: string) => ({
      ...described(summary),
      params,
      body: deleteBodySchema,
      response: { 200: messageSchema },
    }),
  };
}
