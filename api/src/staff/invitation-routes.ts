import {
  INVITATION_INVALID,
  SCHOOL_ROLE_LABELS,
  type InvitationView,
  type Membership,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { audited } from '../audit';
import { STAFF_LIMITS } from './staff-limits';
import { acceptInvitation, findInvitation } from './staff-repository';
import { acceptInvitationSchema, viewInvitationSchema } from './staff-schemas';

type Params = { token: string };

/**
 * The invitee's side (docs/staff.md#invitations): the link shows what it is for to whoever holds
 * it, and grants the membership only to the account of the address it was sent to.
 */
export const invitationRoutes: FastifyPluginAsync = async (app) => {
  // Limited per address; the token is a key in itself, so the log never shows it.
  const tokenRoute = {
    rateLimit: { max: STAFF_LIMITS.perAddressPerMinute, timeWindow: 60_000 },
    secretParams: ['token'],
  };

  app.get<{ Params: Params }>(
    '/:token',
    { schema: viewInvitationSchema, config: tokenRoute },
    async (request, reply): Promise<InvitationView> => {
      const found = await findInvitation(app.db, request.params.token);
      if (!found) throw new HttpError(404, INVITATION_INVALID);
      reply.header('cache-control', 'no-store');
      const { invitation } = found;
      return {
        schoolName: found.schoolName,
        role: invitation.role,
        email: invitation.email,
        invitedBy: `${found.inviterFirstname} ${found.inviterLastname}`,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },
  );

  app.post<{ Params: Params }>(
    '/:token/accept',
    { schema: acceptInvitationSchema, config: tokenRoute, onRequest: app.requireUser },
    async (request): Promise<Membership> => {
      const user = currentUser(request);
      const result = await audited(
        app.db,
        (tx) => acceptInvitation(tx, request.params.token, user),
        (outcome) =>
          outcome.kind === 'accepted'
            ? {
                schoolId: outcome.schoolId,
                actor: user,
                action: 'staff.joined',
                subject: `${user.email} as ${SCHOOL_ROLE_LABELS[outcome.role].toLowerCase()}`,
              }
            : null,
      );
      if (result.kind === 'invalid') throw new HttpError(404, INVITATION_INVALID);
      if (result.kind === 'other-email') {
        throw new HttpError(
          403,
          `This invitation was sent to ${result.email}. Sign in with that address to accept it.`,
        );
      }
      if (result.kind === 'already-member') {
        throw new HttpError(409, "You are already on this school's staff.");
      }
      return { schoolId: result.schoolId, schoolName: result.schoolName, role: result.role };
    },
  );
};
