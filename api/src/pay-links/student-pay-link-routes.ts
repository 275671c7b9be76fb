import { findTransferAccount, studentAccountOwner } from '../settlement';
import {
  familyPayLinkPath,
  outstandingFeeKobo,
  payLinkPath,
  toNaira,
  type AuditAction,
  type PayLinkMailBody,
} from '@fees/shared-data/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { accountMailBudget, type MailingAccount } from '../mail';
import { payLinkMail } from '../mail';
import { queueMail } from '../mail';
import { takeAttempt, windowBudget } from '../guards/attempts-repository';
import type { Database } from '../db/client';
import { HttpError } from '../plugins/errors';
import { located } from '../plugins/access/access';
import { currentUser } from '../plugins/session';
import { audited } from '../audit';
import { studentAuditLine } from '../students';
import { findSchool } from '../schools';
import { PAY_LINK_LIMITS } from '../payments';
import { issuePayLink, liveLinkExpiry, replacePayLinks } from './pay-links-repository';
import {
  mailPayLinkSchema,
  revokePayLinksSchema,
  sharePayLinkSchema,
  toIssuedLink,
} from './pay-links-schemas';
import { studentInParams } from '../students';

type Params = { id: string };

export const NO_PARENT_EMAIL =
  "This student has no parent e-mail. Add one on the student's Edit page first.";
export const LINK_NO_LONGER_LIVE =
  'This link was revoked or has expired. Share the new link instead.';

const { parentMails, accountMails, shares } = PAY_LINK_LIMITS;

/** Every link issued by hand is a row kept, so an account issues only so many. */
export function takeShareBudget(db: Database, userId: string) {
  return takeAttempt(db, [
    windowBudget(
      `pay-link-shares:${userId}`,
      shares,
      `Pay links were issued ${shares.max} times in the last hour from this account. Please try again later.`,
    ),
  ]);
}

/**
 * 'E-mail to parent' spends three budgets: one per student and address, so no parent's inbox
 * fills up, one of pay link mails per account, and the account's budget of every mail it causes,
 * so no account fills the outbox that code mails also leave through (docs/pay-links.md#limits).
 */
function takeMailBudgets(
  app: FastifyInstance,
  user: MailingAccount,
  studentId: string,
  email: string,
) {
  return takeAttempt(app.db, [
    windowBudget(
      `pay-link-mails:${user.id}`,
      accountMails,
      `Pay links were e-mailed ${accountMails.max} times in the last hour from this account. Please try again later.`,
    ),
    windowBudget(
      `pay-link-mail:${studentId}:${email.toLowerCase()}`,
      parentMails,
      `This student's pay link was e-mailed to ${email} ${parentMails.max} times in the last 24 hours. Copy the link and send it another way, or try again tomorrow.`,
    ),
    accountMailBudget(app.config, user),
  ]);
}

/** The address a mailed link opens: the dashboard's own origin, the first of APP_ORIGINS. */
export function payLinkUrl(app: FastifyInstance, token: string): string {
  return `${app.config.appOrigins[0]}${payLinkPath(token)}`;
}

/** The address a family's mailed link opens, on the same origin. */
export function familyPayLinkUrl(app: FastifyInstance, token: string): string {
  return `${app.config.appOrigins[0]}${familyPayLinkPath(token)}`;
}

/** The school's side of a student's pay link: share, revoke, and e-mail it to the parent. */
export const studentPayLinkRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  /**
   * Sharing a link and revoking the old ones both issue a new link: each spends the account's
   * share budget, is audited on the student, and answers the link issued.
   */
  function issuing(
    path: string,
    schema: typeof sharePayLinkSchema | typeof revokePayLinksSchema,
    issue: typeof issuePayLink,
    action: AuditAction,
  ) {
    app.post<{ Params: Params }>(
      path,
      { schema, config: { access: { school: studentInParams, action: 'sharePayLinks' } } },
      async (request, reply) => {
        const user = currentUser(request);
        const student = located(request, studentInParams);
        await takeShareBudget(app.db, user.id);
        const link = await audited(
          app.db,
          (tx) => issue(tx, student.schoolId, { studentId: student.id }),
          () => studentAuditLine(user, action, student),
        );
        return reply.code(201).send(toIssuedLink(link));
      },
    );
  }

  issuing('/:id/pay-link', sharePayLinkSchema, issuePayLink, 'pay-link.shared');
  issuing('/:id/pay-link/revoke', revokePayLinksSchema, replacePayLinks, 'pay-link.revoked');

  app.post<{ Params: Params; Body: PayLinkMailBody }>(
    '/:id/pay-link/mail',
    {
      schema: mailPayLinkSchema,
      config: { access: { school: studentInParams, action: 'sharePayLinks' } },
    },
    async (request) => {
      const user = currentUser(request);
      const student = located(request, studentInParams);
      if (!student.parentEmail) throw new HttpError(409, NO_PARENT_EMAIL);
      const { token } = request.body;
      const expiresAt = await liveLinkExpiry(app.db, token, student.id);
      if (!expiresAt) throw new HttpError(409, LINK_NO_LONGER_LIVE);
      await takeMailBudgets(app, user, student.id, student.parentEmail);
      const school = await findSchool(app.db, user.id, student.schoolId);
      const transfer = await findTransferAccount(app.db, studentAccountOwner(student));
      const line = studentAuditLine(user, 'pay-link.mailed', student);
      await audited(
        app.db,
        (tx) =>
          queueMail(
            tx,
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
                  expiresAt,
                  transfer,
                },
              ],
              false,
            ),
          ),
        () => ({ ...line, subject: `${line.subject} to ${student.parentEmail}` }),
      );
      void app.mailOutbox.nudge();
      return { sentTo: student.parentEmail };
    },
  );
};
