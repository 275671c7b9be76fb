import { countOf } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { windowBudget } from '../guards/attempts-repository';
import { accountMailBudget, type MailingAccount } from '../mail';
import type { AppConfig } from '../plugins/env';
import { located } from '../plugins/access/access';
import { currentUser } from '../plugins/session';
import { audited } from '../audit';
import { PAY_LINK_LIMITS } from '../payments';
import { sendFamilyReminderSchema, sendRemindersSchema } from './pay-links-schemas';
import { sendFamilyReminder, sendReminders } from './reminders-repository';
import { familyPayLinkUrl, payLinkUrl } from './student-pay-link-routes';
import { classroomInParams } from '../classrooms';
import { familyInParams } from '../families';

export const TOO_MANY_REMINDER_SENDS = `Reminders were sent ${PAY_LINK_LIMITS.reminderSends.max} times in the last hour for this school. Please try again later.`;

/** A school's reminder sends, at most so many an hour, whatever they remind. */
function reminderBudget(schoolId: string) {
  return windowBudget(
    `reminder-sends:${schoolId}`,
    PAY_LINK_LIMITS.reminderSends,
    TOO_MANY_REMINDER_SENDS,
  );
}

/**
 * What a send spends, in one take: one of the school's sends, and one of the account's mails for
 * each parent it mails. Taken in the send's transaction once it knows whom it mails, so a refusal
 * leaves nothing sent or counted.
 */
const budgets = (config: AppConfig, schoolId: string, user: MailingAccount) => (mails: number) => [
  reminderBudget(schoolId),
  accountMailBudget(config, user, mails),
];

/** 'Send reminder' on a family's page (docs/families.md#reminders): under /api/families. */
export const familyRemindersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.post<{ Params: { id: string } }>(
    '/:id/reminders',
    {
      schema: sendFamilyReminderSchema,
      config: { access: { school: familyInParams, action: 'sendReminders' } },
    },
    async (request) => {
      const family = located(request, familyInParams);
      const user = currentUser(request);
      const spend = budgets(app.config, family.schoolId, user);
      const summary = await audited(
        app.db,
        (tx) => sendFamilyReminder(tx, family, (token) => familyPayLinkUrl(app, token), spend),
        (sent) =>
          sent.mailed.length > 0
            ? {
                schoolId: family.schoolId,
                actor: user,
                action: 'reminders.sent',
                subject: family.name,
              }
            : null,
      );
      if (summary.mailed.length > 0) void app.mailOutbox.nudge();
      return summary;
    },
  );
};

/** 'Send reminders' on a classroom's page (docs/pay-links.md#reminders). */
export const remindersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.post<{ Params: { id: string } }>(
    '/:id/reminders',
    {
      schema: sendRemindersSchema,
      config: { access: { school: classroomInParams, action: 'sendReminders' } },
    },
    async (request) => {
      const classroom = located(request, classroomInParams);
      const user = currentUser(request);
      const spend = budgets(app.config, classroom.schoolId, user);
      const summary = await audited(
        app.db,
        (tx) => sendReminders(tx, classroom, (token) => payLinkUrl(app, token), spend),
        (sent) =>
          sent.mailed.length > 0
            ? {
                schoolId: classroom.schoolId,
                actor: user,
                action: 'reminders.sent',
                subject: `${classroom.name}: ${countOf(sent.mailed.length, 'parent', 'parents')}`,
              }
            : null,
      );
      if (summary.mailed.length > 0) void app.mailOutbox.nudge();
      return summary;
    },
  );
};
