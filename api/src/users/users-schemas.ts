import { profileBodySchema, userRecord } from '@fees/shared-data/core';
import type { User } from '@fees/shared-data/core';
import type { UserRow } from '../guards/sessions-repository';
import { idParamsSchema } from '../http/request-schemas';
import { jsonSchemaOf } from '../http/json-schema';
import { listSchema, toRecord } from '../http/records';

export const userResponse = jsonSchemaOf(userRecord);

/**
 * Records already worked out, by row. A kept session's row answers every request of its reader
 * until the user changes, which reads a new row (docs/performance.md#the-read-cache), so the
 * signed-in user's record is made once per row instead of on every request.
 */
const records = new WeakMap<UserRow, User>();

export function toUser(row: UserRow): User {
  let record = records.get(row);
  if (!record) {
    record = Object.freeze(toRecord(userRecord, row));
    records.set(row, record);
  }
  return record;
}

export const listUsersSchema = {
  tags: ['users'],
  summary: 'The signed-in user, as a one-item list',
  response: { 200: listSchema(userRecord) },
};

export const updateUserSchema = {
  tags: ['users'],
  summary: 'Edit the profile (needs the account password)',
  params: idParamsSchema('User'),
  body: profileBodySchema,
  response: { 200: userResponse },
};
