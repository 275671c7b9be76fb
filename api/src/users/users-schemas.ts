import { profileBodySchema, userRecord } from '@fees/shared-data/core';
import type { User } from '@fees/shared-data/core';
import type { UserRow } from '../guards/sessions-repository';
import { idParamsSchema } from '../http/request-schemas';
import { jsonSchemaOf } from '../http/json-schema';
import { listSchema, toRecord } from '../http/records';

export const userResponse = jsonSchemaOf(userRecord);

export function toUser(row: UserRow): User {
  return toRecord(userRecord, row);
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
