import {
  plannedReminders,
  REMINDER_SKIPS,
  toNaira,
  type ReminderLogEntry,
  type ReminderSchedule,
  type ReminderScheduleBody,
  type SmsCapBody,
} from '@fees/shared-data/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { audited } from '../audit';
import { located } from '../plugins/access/access';
import { currentUser } from '../plugins/session';
import { schoolInParams } from '../schools';
import { dailyRunJob, markDayRun, runSchoolDay } from './daily-run';
import {
  readLog,
  readPupils,
  readSettings,
  smsOfMonth,
  studentNames,
  writeSettings,
  type ReminderSettings,
} from './reminders-repository';
import {
  getScheduleSchema,
  logSchema,
  runSchema,
  setScheduleSchema,
  setSmsCapSchema,
} from './reminders-schemas';

type Params = { id: string };

/** An SMS whose process stopped before the gateway answered may or may not have gone. */
export const SMS_UNCONFIRMED = 'The gateway did not confirm it';

async function scheduleOf(app: FastifyInstance, schoolId: string): Promise<ReminderSchedule> {
  const settings: ReminderSettings = await readSettings(app.db, schoolId);
  const today = app.schoolToday();
  const month = await smsOfMonth(app.db, schoolId, today.slice(0, 7));
  return {
    ...settings,
    smsOff: app.sms ? null : REMINDER_SKIPS.smsOff,
    smsThisMonth: { count: month.count, cost: toNaira(month.costKobo) },
    planned: settings.offsets.length
      ? plannedReminders(await readPupils(app.db, schoolId), settings.offsets, today)
      : [],
  };
}

/** Reminders that send themselves (docs/reminders.md): mounted under /api/schools. */
export const scheduledRemindersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.jobs.handle('daily-run', dailyRunJob(app));
  const read = { access: { school: schoolInParams } };
  const set = {
    access: { school: schoolInParams, action: 'setReminders', password: true },
  } as const;

  app.get<{ Params: Params }>(
    '/:id/reminder-schedule',
    { schema: getScheduleSchema, config: read },
    async (request) => scheduleOf(app, request.params.id),
  );

  app.put<{ Params: Params; Body: ReminderScheduleBody }>(
    '/:id/reminder-schedule',
    { schema: setScheduleSchema, config: set },
    async (request) => {
      const school = located(request, schoolInParams);
      const { offsets, channels } = request.body;
      const sorted = [...offsets].sort((a, b) => a - b);
      await audited(
        app.db,
        (tx) => writeSettings(tx, school.id, { offsets: sorted, channels }),
        () => ({
          schoolId: school.id,
          actor: currentUser(request),
          action: 'reminders.scheduled',
          subject: school.name,
        }),
      );
      return scheduleOf(app, school.id);
    },
  );

  app.put<{ Params: Params; Body: SmsCapBody }>(
    '/:id/sms-cap',
    { schema: setSmsCapSchema, config: set },
    async (request) => {
      const school = located(request, schoolInParams);
      await audited(
        app.db,
        (tx) => writeSettings(tx, school.id, { smsCap: request.body.cap }),
        () => ({
          schoolId: school.id,
          actor: currentUser(request),
          action: 'sms-cap.set',
          subject: `${school.name}: ${request.body.cap} a month`,
        }),
      );
      return scheduleOf(app, school.id);
    },
  );

  app.get<{ Params: Params }>(
    '/:id/reminders/log',
    { schema: logSchema, config: read },
    async (request): Promise<ReminderLogEntry[]> => {
      const rows = await readLog(app.db, request.params.id);
      const names = await studentNames(
        app.db,
        request.params.id,
        rows.flatMap((row) => row.studentIds),
      );
      return rows.map((row) => {
        const status = row.status === 'sending' ? 'failed' : row.status;
        const reason = row.status === 'sending' ? SMS_UNCONFIRMED : row.reason;
        return {
          at: row.at.toISOString(),
          channel: row.channel,
          to: row.to,
          studentIds: row.studentIds,
          students: row.studentIds.map((id) => names.get(id) ?? ''),
          status,
          ...(reason ? { reason } : {}),
          cost: toNaira(row.costKobo),
        };
      });
    },
  );

  app.post<{ Params: Params }>(
    '/:id/reminders/run',
    { schema: runSchema, config: { access: { school: schoolInParams, action: 'runReminders' } } },
    async (request) => {
      const school = located(request, schoolInParams);
      const user = currentUser(request);
      const day = app.schoolToday();
      await markDayRun(app.db, { schoolId: school.id, ownerId: user.id }, day);
      const run = await runSchoolDay({ app, schoolId: school.id, day });
      await audited(
        app.db,
        async () => run,
        (done) => ({
          schoolId: school.id,
          actor: user,
          action: 'reminders.run',
          subject: `${school.name}: ${done.sent} sent, ${done.skipped} skipped`,
        }),
      );
      return run;
    },
  );
};
