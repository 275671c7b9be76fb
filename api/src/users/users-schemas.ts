import { profileBodySchema } from '@fees/shared-data/core';
import type { User } from '@fees/shared-data/core';
import type { UserRow } from '../auth/sessions-repository';
import { idParamsSchema } from '../http/request-schemas';
import { listSchema, recordSchema, timestampsOf } from '../http/records';

export const userResponse = recordSchema({
  firstname: { type: 'string' },
  lastname: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
});

export function toUser(row: UserRow): User {
  return {
    ...timestampsOf(row),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
  };
}

export const listUsersSchema = {
  tags: ['users'],
  summary: 'The signed-in user, as a one-item list',
  response: { 200: listSchema(userResponse) },
};

export const updateUserSchema = {
  tags: ['users'],
  summary: 'Edit the profile (needs the account password)',
  params: idParamsSchema('User'),
  body: profileBodySchema,
  response: { 200: userResponse },
};
