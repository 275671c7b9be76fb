import {
  outstandingFeeKobo,
  payLinkPath,
  toNaira,
  type PayLinkMailBody,
} from '@fees/shared-data/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { payLinkMail } from '../mail/messages';
import { queueMail } from '../mail/outbox-repository';
import { HttpError, notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { findSchool } from '../schools/schools-repository';
import { findStudent } from '../students/students-repository';
import { issuePayLink, isLiveLinkOf, revokePayLinks } from './pay-links-repository';
import { mailPayLinkSchema, revokePayLinksSchema, sharePayLinkSchema } from './pay-links-schemas';

type Params = { id: string };

export const NO_PARENT_EMAIL =
  "This student has no parent e-mail. Add one on the student's Edit page first.";
export const LINK_NO_LONGER_LIVE = 'This link was revoked. Share the new link instead.';

/** The address a mailed link opens: the dashboard's own origin, the first of APP_ORIGINS. */
export function payLinkUrl(app: FastifyInstance, token: string): string {
  return `${app.config.appOrigins[0]}${payLinkPath(token)}`;
}

/** The school's side of a student's pay link: share, revoke, and e-mail it to the parent. */
export const studentPayLinkRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  async function ownedStudent(ownerId: string, id: string) {
    const student = await findStudent(app.db, ownerId, id);
    if (!student) throw notFound('Student');
    return student;
  }

  app.post<{ Params: Params }>(
    '/:id/pay-link',
    { schema: sharePayLinkSchema },
    async (request, reply) => {
      const student = await ownedStudent(currentUser(request).id, request.params.id);
      const token = await issuePayLink(app.db, student.schoolId, student.id);
      return reply.code(201).send({ token });
    },
  );

  app.post<{ Params: Params }>(
    '/:id/pay-link/revoke',
    { schema: revokePayLinksSchema },
    async (request, reply) => {
      const student = await ownedStudent(currentUser(request).id, request.params.id);
      const token = await app.db.transaction(async (tx) => {
        await revokePayLinks(tx, student.id);
        return issuePayLink(tx, student.schoolId, student.id);
      });
      return reply.code(201).send({ token });
    },
  );

  app.post<{ Params: Params; Body: PayLinkMailBody }>(
    '/:id/pay-link/mail',
    { schema: mailPayLinkSchema },
    async (request) => {
      const user = currentUser(request);
      const student = await ownedStudent(user.id, request.params.id);
      if (!student.parentEmail) throw new HttpError(409, NO_PARENT_EMAIL);
      const { token } = request.body;
      if (!(await isLiveLinkOf(app.db, token, student.id))) {
        throw new HttpError(409, LINK_NO_LONGER_LIVE);
      }
      const school = await findSchool(app.db, user.id, student.schoolId);
      await queueMail(
        app.db,
        payLinkMail(
          student.parentEmail,
          school?.name ?? '',
          [
            {
              studentName: student.fullname,
              className: student.classroomName,
              outstanding: toNaira(
                outstandingFeeKobo(student.totalFeesExpectedKobo, student.totalPaidFeesKobo),
              ),
              url: payLinkUrl(app, token),
            },
          ],
          false,
        ),
      );
      void app.mailOutbox.nudge();
      return { sentTo: student.parentEmail };
    },
  );
};
