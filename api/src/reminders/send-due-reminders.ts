import {
  channelBlocked,
  dueReminderMailText,
  dueReminderSms,
  internationalPhone,
  owingChildren,
  parentsOn,
  REMINDER_SKIPS,
  smsCostKobo,
  type ChildDue,
  type DueParent,
  type DueReminder,
  type PayWay,
  type ReminderChannel,
  type ReminderRun,
} from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client';
import { parentReminders } from '../db/schema/pay-links';
import { reminderLog } from '../db/schema/reminders';
import { schools } from '../db/schema/schools';
import { queueMail } from '../mail';
import { familyPayLinkUrl, issuePayLink, lockReminders, payLinkUrl } from '../pay-links';
import { findTransferAccount, studentAccountOwner } from '../settlement';
import type { SchoolDay } from './daily-run';
import {
  readPupils,
  readSettings,
  smsOfMonth,
  type ReminderSettings,
} from './reminders-repository';

type LogLine = typeof reminderLog.$inferInsert;

/**
 * Where each of the parent's children is paid: one family link (and the family's transfer
 * account) when they are all of one family, else a link (and account) for each child.
 */
async function payWays(
  tx: Transaction,
  app: FastifyInstance,
  schoolId: string,
  owing: readonly ChildDue[],
): Promise<PayWay[]> {
  const families = new Set(owing.map((child) => child.pupil.familyId));
  const [familyId] = families;
  if (families.size === 1 && familyId) {
    const { token } = await issuePayLink(tx, schoolId, { familyId });
    const transfer = await findTransferAccount(tx, { kind: 'family', id: familyId, schoolId });
    const names = owing.map((child) => child.pupil.fullname);
    return [{ url: familyPayLinkUrl(app, token), transfer, names }];
  }
  const ways: PayWay[] = [];
  for (const { pupil } of owing) {
    const { token } = await issuePayLink(tx, schoolId, { studentId: pupil.id });
    const transfer = await findTransferAccount(tx, studentAccountOwner({ ...pupil, schoolId }));
    ways.push({ url: payLinkUrl(app, token), transfer, names: [pupil.fullname] });
  }
  return ways;
}

interface Sent {
  lines: LogLine[];
  sms: { id: string; to: string; text: string } | null;
}

/**
 * One parent's reminder on `day`, under the school's reminders lock: their children are read again
 * and only those with something due are named; the channels that cannot carry it say why; the
 * parent's row for the day, which the database keeps unique, is written only when something goes,
 * so a second process, or a reminder sent by hand today, leaves this one skipped. The mail is
 * queued in the transaction; the SMS is written `sending` and asked of the gateway after commit.
 */
async function remindParent(
  app: FastifyInstance,
  school: { id: string; name: string },
  settings: ReminderSettings,
  parent: DueParent,
  day: string,
): Promise<Sent> {
  const at = app.clockNow();
  return app.db.transaction(async (tx) => {
    await lockReminders(tx, school.id);
    const fresh = await readPupils(
      tx,
      school.id,
      parent.children.map((child) => child.id),
    );
    const owing = owingChildren(fresh, settings.offsets, day);
    const to = (channel: ReminderChannel) => (channel === 'email' ? parent.email : parent.phone);
    const line = (channel: ReminderChannel, more: Partial<LogLine>): LogLine => ({
      schoolId: school.id,
      at,
      day,
      channel,
      to: to(channel),
      studentIds: (owing.length ? owing.map((child) => child.pupil) : fresh).map((p) => p.id),
      status: 'skipped',
      ...more,
    });
    const skipAll = async (reason: string) => {
      const lines = settings.channels.map((channel) => line(channel, { reason }));
      await tx.insert(reminderLog).values(lines);
      return { lines, sms: null };
    };
    if (owing.length === 0) return skipAll(REMINDER_SKIPS.nothingDue);

    const sms = {
      on: app.sms !== null,
      sentThisMonth: (await smsOfMonth(tx, school.id, day.slice(0, 7))).count,
      cap: settings.smsCap,
    };
    const blocked = (channel: ReminderChannel) => channelBlocked(channel, parent, sms);
    const going = settings.channels.filter((channel) => blocked(channel) === null);
    if (going.length === 0) {
      const lines = settings.channels.map((channel) =>
        line(channel, { reason: blocked(channel) ?? '' }),
      );
      await tx.insert(reminderLog).values(lines);
      return { lines, sms: null };
    }
    const [first] = await tx
      .insert(parentReminders)
      .values({ schoolId: school.id, email: parent.key, day, sentAt: at })
      .onConflictDoNothing()
      .returning({ id: parentReminders.id });
    if (!first) return skipAll(REMINDER_SKIPS.alreadyReminded);

    const reminder: DueReminder = {
      schoolName: school.name,
      children: owing,
      ways: await payWays(tx, app, school.id, owing),
    };
    const lines: LogLine[] = [];
    let toGateway: Sent['sms'] = null;
    for (const channel of settings.channels) {
      const reason = blocked(channel);
      let one: LogLine;
      if (reason !== null) {
        one = line(channel, { reason });
      } else if (channel === 'email') {
        await queueMail(tx, { to: parent.email, ...dueReminderMailText(reminder) });
        one = line(channel, { status: 'sent' });
      } else {
        const text = dueReminderSms(reminder);
        const costKobo = smsCostKobo(text, app.config.sms?.pageKobo ?? 0);
        one = line(channel, { status: 'sending', costKobo });
        toGateway = { id: '', to: internationalPhone(parent.phone) ?? '', text };
      }
      const [row] = await tx.insert(reminderLog).values(one).returning({ id: reminderLog.id });
      if (toGateway && one.status === 'sending' && row) toGateway.id = row.id;
      lines.push(one);
    }
    return { lines, sms: toGateway };
  });
}

/**
 * The school's due reminders of `day` (docs/reminders.md): each parent whose child has a due
 * date at one of the school's offsets, once, on the school's channels. Answers how many went and
 * how many were skipped; an SMS the gateway refused is neither, and its line says why.
 */
export async function sendDueReminders({
  app,
  schoolId,
  day,
  goOn,
}: SchoolDay): Promise<ReminderRun> {
  const settings = await readSettings(app.db, schoolId);
  const [school] = await app.db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const run: ReminderRun = { sent: 0, skipped: 0 };
  if (!school || settings.offsets.length === 0) return run;
  const parents = parentsOn(await readPupils(app.db, schoolId), settings.offsets, day);
  for (const parent of parents) {
    if (goOn && !(await goOn())) break;
    const { lines, sms } = await remindParent(app, school, settings, parent, day);
    if (lines.some((one) => one.channel === 'email' && one.status === 'sent')) {
      void app.mailOutbox.nudge();
    }
    for (const one of lines) {
      if (one.status === 'sent') run.sent += 1;
      if (one.status === 'skipped') run.skipped += 1;
    }
    if (sms && app.sms) {
      // No transaction or lock is held while the gateway answers.
      const outcome = await app.sms.send(sms.to, sms.text);
      await app.db
        .update(reminderLog)
        .set(outcome.sent ? { status: 'sent' } : { status: 'failed', reason: outcome.reason })
        .where(eq(reminderLog.id, sms.id));
      if (outcome.sent) run.sent += 1;
    }
  }
  return run;
}
