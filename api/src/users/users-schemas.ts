import { profileBodySchema } from '@fees/shared-data/core';
import type { User } from '@fees/shared-data/core';
import type { UserRow } from '../auth/sessions-repository';
import { idParamsSchema } from '../http/request-schemas';
import { jsonSchemaOf } from '../http/json-schema';
import { field, listSchema, recordShape, toRecord } from '../http/records';

const userRecord = recordShape({
  firstname: field.text(),
  lastname: field.text(),
  email: field.text(),
  phone: field.text(),
});

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
