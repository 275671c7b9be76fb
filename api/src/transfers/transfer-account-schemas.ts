import { transferAccountRecord as accountShape } from '@fees/shared-data/core';
import { jsonSchemaOf } from '../http/json-schema';
import { sessionRouteSchemas } from '../http/route-schemas';

const transferAccountRecord = jsonSchemaOf(accountShape);

/** `GET` and `POST` of `/:id/transfer-account` under families or students. */
export function transferAccountSchemas(tag: string, record: 'Family' | 'Student') {
  const routes = sessionRouteSchemas(tag, record);
  const whose =
    record === 'Family' ? "the family's" : "the student's (their family's, when in one)";
  return {
    get: {
      ...routes.described(`The account number ${whose} parents pay by transfer into; 404 if none`),
      params: routes.params,
      response: { 200: transferAccountRecord },
    },
    post: {
      ...routes.described(
        `Give ${whose} transfer account (owner or bursar): made with the provider on the ` +
          "school's subaccount; 201 when made, 200 with the same account when it exists. 409 " +
          'until the school has a settlement account; 502/503 when the provider refuses or ' +
          'cannot be reached, nothing made then',
      ),
      params: routes.params,
      response: { 200: transferAccountRecord, 201: transferAccountRecord },
    },
  };
}
