import {
  invitationPath,
  SCHOOL_ROLE_LABELS,
  type DeleteBody,
  type StaffInviteBody,
  type StaffRoleBody,
} from '@fees/shared-data/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { takeAttempt, windowBudget } from '../guards/attempts-repository';
import { newInvitationToken } from '../guards/secrets';
import { invitationMail } from '../mail';
import { accountMailBudget } from '../mail';
import { queueMail } from '../mail';
import { located, type RouteAccess } from '../plugins/access/access';
import { HttpError, notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { audited } from '../audit';
import type { Transaction } from '../db/client';
import { schoolInParams } from '../schools';
import { STAFF_LIMITS } from './staff-limits';
import {
  changeStaffRole,
  createInvitation,
  isMemberEmail,
  listStaff,
  removeStaff,
} from './staff-repository';
import {
  changeStaffRoleSchema,
  inviteStaffSchema,
  listStaffSchema,
  removeStaffSchema,
} from './staff-schemas';

type Params = { id: string };
type MemberParams = { id: string; memberId: string };

const OWNER_STAYS = "The school's owner keeps their role and cannot be removed.";

/** The address an invitation mail opens: the dashboard's own origin, the first of APP_ORIGINS. */
function invitationUrl(app: FastifyInstance, token: string): string {
  return `${app.config.appOrigins[0]}${invitationPath(token)}`;
}

/** A school's staff (docs/staff.md): its owner's alone to see and change. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const ownerOnly: RouteAccess = { school: schoolInParams, action: 'manageStaff' };

  app.get<{ Params: Params }>(
    '/:id/staff',
    { schema: listStaffSchema, config: { access: ownerOnly } },
    async (request) => listStaff(app.db, request.params.id),
  );

  app.post<{ Params: Params; Body: StaffInviteBody }>(
    '/:id/staff',
    { schema: inviteStaffSchema, config: { access: { ...ownerOnly, password: true } } },
    async (request, reply) => {
      const user = currentUser(request);
      const school = located(request, schoolInParams);
      const email = request.body.email.trim().toLowerCase();
      if (await isMemberEmail(app.db, school.id, email)) {
        throw new HttpError(409, `${email} is already on this school's staff.`);
      }
      const { accountMails, addressMails, lifeMs } = STAFF_LIMITS;
      await takeAttempt(app.db, [
        windowBudget(
          `staff-invitations:${user.id}`,
          accountMails,
          `Invitations were sent ${accountMails.max} times in the last hour from this account. Please try again later.`,
        ),
        windowBudget(
          `staff-invitation:${school.id}:${email}`,
          addressMails,
          `${email} was invited ${addressMails.max} times in the last 24 hours. Please try again tomorrow.`,
        ),
        accountMailBudget(app.config, user),
      ]);
      const token = newInvitationToken();
      const expiresAt = new Date(Date.now() + lifeMs);
      const role = SCHOOL_ROLE_LABELS[request.body.role].toLowerCase();
      const invitation = async (tx: Transaction) => {
        const invited = await createInvitation(tx, {
          schoolId: school.id,
          email,
          role: request.body.role,
          invitedBy: user.id,
          token,
          expiresAt,
        });
        await queueMail(
          tx,
          invitationMail(email, {
            schoolName: school.name,
            role: request.body.role,
            invitedBy: `${user.firstname} ${user.lastname}`,
            url: invitationUrl(app, token),
            expiresAt,
          }),
        );
        return invited;
      };
      const line = await audited(app.db, invitation, () => ({
        schoolId: school.id,
        actor: user,
        action: 'staff.invited',
        subject: `${email} as ${role}`,
      }));
      void app.mailOutbox.nudge();
      return reply.code(201).send(line);
    },
  );

  app.put<{ Params: MemberParams; Body: StaffRoleBody }>(
    '/:id/staff/:memberId',
    { schema: changeStaffRoleSchema, config: { access: { ...ownerOnly, password: true } } },
    async (request) => {
      const { id, memberId } = request.params;
      const { role } = request.body;
      const result = await audited(
        app.db,
        (tx) => changeStaffRole(tx, id, memberId, role),
        (outcome) =>
          'line' in outcome
            ? {
                schoolId: id,
                actor: currentUser(request),
                action: 'staff.role-changed',
                subject: `${outcome.line.email} to ${SCHOOL_ROLE_LABELS[role].toLowerCase()}`,
              }
            : null,
      );
      if (result.kind === 'owner') throw new HttpError(409, OWNER_STAYS);
      if (result.kind === 'not-found') throw notFound('Staff member');
      return result.line;
    },
  );

  app.delete<{ Params: MemberParams; Body: DeleteBody }>(
    '/:id/staff/:memberId',
    { schema: removeStaffSchema, config: { access: { ...ownerOnly, password: true } } },
    async (request) => {
      const { id, memberId } = request.params;
      const result = await audited(
        app.db,
        (tx) => removeStaff(tx, id, memberId),
        (outcome) =>
          'email' in outcome
            ? {
                schoolId: id,
                actor: currentUser(request),
                action: outcome.kind === 'member' ? 'staff.removed' : 'staff.invitation-revoked',
                subject: outcome.email,
              }
            : null,
      );
      if (result.kind === 'owner') throw new HttpError(409, OWNER_STAYS);
      if (result.kind === 'not-found') throw notFound('Staff member');
      return { message: result.kind === 'member' ? 'Removed from staff' : 'Invitation revoked' };
    },
  );
};
