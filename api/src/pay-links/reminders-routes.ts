import type { FastifyPluginAsync } from 'fastify';
import { takeAttempt } from '../auth/attempts-repository';
import { HttpError, notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { PAY_LINK_LIMITS } from './pay-link-limits';
import { sendRemindersSchema } from './pay-links-schemas';
import { findOwnedClassroom, sendReminders } from './reminders-repository';
import { payLinkUrl } from './student-pay-link-routes';

const { max, windowMs } = PAY_LINK_LIMITS.reminderSends;

export const TOO_MANY_REMINDER_SENDS = `Reminders were sent ${max} times in the last hour for this school. Please try again later.`;

/** 'Send reminders' on a classroom's page (docs/pay-links.md#reminders). */
export const remindersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.post<{ Params: { id: string } }>(
    '/:id/reminders',
    { schema: sendRemindersSchema },
    async (request) => {
      const classroom = await findOwnedClassroom(
        app.db,
        currentUser(request).id,
        request.params.id,
      );
      if (!classroom) throw notFound('Classroom');
      await takeAttempt(app.db, [
        {
          key: `reminder-sends:${classroom.schoolId}`,
          max,
          since: new Date(Date.now() - windowMs),
          refusal: new HttpError(429, TOO_MANY_REMINDER_SENDS, undefined, {
            'retry-after': String(Math.ceil(windowMs / 1000)),
          }),
        },
      ]);
      const summary = await sendReminders(app.db, classroom, (token) => payLinkUrl(app, token));
      if (summary.mailed.length > 0) void app.mailOutbox.nudge();
      return summary;
    },
  );
};
