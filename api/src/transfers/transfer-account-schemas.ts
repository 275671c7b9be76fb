import {
  heldTransferAccountRecord,
  transferAccountRecord as accountShape,
  transferAccountRunRecord,
} from '@fees/shared-data/core';
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

const run = jsonSchemaOf(transferAccountRunRecord);
const schools = sessionRouteSchemas('transfers', 'School');

/** `/api/schools/:id/transfer-accounts/run`: giving every family one, and how it goes. */
export const transferAccountRunSchemas = {
  post: {
    ...schools.described(
      'Give every family and every enrolled student in no family a transfer account (owner or ' +
        "bursar), in the background at the provider's pace: 202 with the run just asked for, 200 " +
        'with the one still waiting or running. 409 until the school has a settlement account',
    ),
    params: schools.params,
    response: { 200: run, 202: run },
  },
  get: {
    ...schools.described(
      "The school's latest run giving transfer accounts: how many are done of how many, and who " +
        'could not be given one and why (owner or bursar); 404 if none was asked for',
    ),
    params: schools.params,
    response: { 200: run },
  },
};

/** `GET /api/schools/:id/transfer-accounts`. */
export const listTransferAccountsSchema = (() => {
  const routes = sessionRouteSchemas('transfers', 'School');
  return {
    ...routes.described(
      "Every transfer account of the school's families and students in no family, with whose " +
        'it is (any member): the students file reads them in one request',
    ),
    params: routes.params,
    response: { 200: { type: 'array', items: jsonSchemaOf(heldTransferAccountRecord) } },
  };
})();
