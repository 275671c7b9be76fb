import {
  INVITATION_INVALID,
  INVITATION_TOKEN_PATTERN,
  invitationViewRecord,
  membershipRecord,
  staffInviteBodySchema,
  staffMemberRecord,
  staffRoleBodySchema,
  deleteBodySchema,
} from '@fees/shared-data/core';
import { object, string } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { listSchema, messageSchema } from '../http/records';
import { recordIdParam } from '../http/request-schemas';
import { sessionRouteSchemas } from '../http/route-schemas';

const routes = sessionRouteSchemas('staff', 'School');

const memberParams = object({
  id: recordIdParam('School'),
  memberId: recordIdParam('Staff member'),
}).noUnknown('Staff member not found');

export const listStaffSchema = {
  ...routes.described(
    "The school's members, owner first, and the invitations not yet accepted (owner only)",
  ),
  params: routes.params,
  response: { 200: listSchema(staffMemberRecord) },
};

export const inviteStaffSchema = {
  ...routes.described(
    'Invite someone by e-mail as bursar or viewer (owner; needs the password): mails a link that ' +
      'works once, for 7 days, and ends any earlier invitation of theirs to this school',
  ),
  params: routes.params,
  body: staffInviteBodySchema,
  response: { 201: jsonSchemaOf(staffMemberRecord) },
};

export const changeStaffRoleSchema = {
  ...routes.described(
    "Change a member's or an invitation's role (owner; needs the password); at once, in every " +
      'session of theirs',
  ),
  params: memberParams,
  body: staffRoleBodySchema,
  response: { 200: jsonSchemaOf(staffMemberRecord) },
};

export const removeStaffSchema = {
  ...routes.described(
    'Remove a member, who loses the school at once, or revoke an invitation (owner; needs the ' +
      'password)',
  ),
  params: memberParams,
  body: deleteBodySchema,
  response: { 200: messageSchema },
};

const tags = ['staff'];

/** A token that cannot be one gets the answer every dead token gets. */
const tokenParams = object({
  token: string()
    .required(INVITATION_INVALID)
    .matches(INVITATION_TOKEN_PATTERN, INVITATION_INVALID),
});

export const viewInvitationSchema = {
  tags,
  summary:
    'What an invitation is for: the school, the role, the address and who sent it (no session; ' +
    '404 once it was used, revoked or has expired)',
  params: tokenParams,
  response: { 200: jsonSchemaOf(invitationViewRecord) },
};

export const acceptInvitationSchema = {
  tags,
  security: [{ session: [] }],
  summary: 'Accept an invitation as the signed-in account it was sent to: the membership it grants',
  params: tokenParams,
  response: { 200: jsonSchemaOf(membershipRecord) },
};
