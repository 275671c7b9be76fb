import { schoolToday } from '../../../format/dates';
import { toKobo } from '../../../format/money/money';
import {
  channelBlocked,
  dueReminderMailText,
  dueReminderSms,
  owingChildren,
  parentsOn,
  plannedReminders,
  REMINDER_SKIPS,
  type Pupil,
} from '../../../ledger/due-reminders';
import type {
  ReminderLogEntry,
  ReminderRun,
  ReminderSchedule,
  WouldSend,
} from '../../../records/money/reminders';
import {
  reminderScheduleBodySchema,
  smsCapBodySchema,
  type ReminderChannel,
} from '../../../validation/money/reminder-schemas';
import {
  readReminderLog,
  readReminderSettings,
  writeReminderLog,
  writeReminderSettings,
  type GuestReminderLine,
  type GuestReminderSettings,
} from '../../guest-storage';
import { currentTerm } from '../guest-ledger';
import {
  checkBody,
  checkPassword,
  checkRole,
  findIn,
  planReader,
  readAll,
  type GuestContext,
} from '../guest-records';
import { getTransferAccount } from './guest-transfer-accounts';

/** What a school has until its owner sets reminders: none, as in an account. */
const unset = (schoolId: string): GuestReminderSettings => ({
  schoolId,
  offsets: [],
  channels: ['email'],
  smsCap: 100,
});

/** Where the demo's text shows the link a real send would make. */
export const DEMO_LINK = '[pay link]';

function settingsOf(context: GuestContext, schoolId: string): GuestReminderSettings {
  return (
    readReminderSettings(context.storage).find((one) => one.schoolId === schoolId) ??
    unset(schoolId)
  );
}

function saveSettings(context: GuestContext, settings: GuestReminderSettings) {
  const others = readReminderSettings(context.storage).filter(
    (one) => one.schoolId !== settings.schoolId,
  );
  writeReminderSettings(context.storage, [...others, settings]);
}

/** The school's enrolled students as a reminder run reads them, by the plans of its term. */
function pupilsOf(context: GuestContext, schoolId: string): Pupil[] {
  const data = readAll(context);
  const term = currentTerm(data, schoolId);
  const planOf = planReader(context, data);
  return data.students
    .filter((one) => one.schoolId === schoolId && one.enrolment === 'enrolled')
    .map((one) => {
      const { instalments, atOnce } = planOf(one);
      return {
        id: one._id,
        familyId: one.familyId || null,
        fullname: one.fullname,
        className: one.classroom,
        parentEmail: one.parentEmail,
        phoneNo: one.phoneNo,
        broughtForwardKobo: toKobo(one.broughtForward),
        expectedKobo: toKobo(one.totalFeesExpected),
        paidKobo: toKobo(one.totalPaidFees),
        planInstalments: instalments,
        termOpenedAt: term.openedAt,
        lateFeesDue: atOnce,
      };
    });
}

/** The demo sends no SMS, so it has none to count this month. */
export function getReminderSchedule(context: GuestContext, schoolId: string): ReminderSchedule {
  findIn(readAll(context), 'schools', schoolId);
  const { offsets, channels, smsCap } = settingsOf(context, schoolId);
  const today = schoolToday(context.now());
  return {
    offsets,
    channels,
    smsCap,
    smsOff: null,
    smsThisMonth: { count: 0, cost: 0 },
    planned: offsets.length ? plannedReminders(pupilsOf(context, schoolId), offsets, today) : [],
  };
}

/** Sets when and how (owner only); answers the schedule and the school's name for the audit. */
export function setReminderSchedule(
  context: GuestContext,
  schoolId: string,
  schedule: { offsets: number[]; channels: ReminderChannel[] },
  password: string,
) {
  checkBody(reminderScheduleBodySchema(), { ...schedule, password });
  checkRole(context, 'setReminders');
  checkPassword(password);
  const school = findIn(readAll(context), 'schools', schoolId);
  const offsets = [...schedule.offsets].sort((a, b) => a - b);
  saveSettings(context, { ...settingsOf(context, schoolId), offsets, channels: schedule.channels });
  return { schedule: getReminderSchedule(context, schoolId), schoolName: school.name };
}

export function setSmsCap(context: GuestContext, schoolId: string, cap: number, password: string) {
  checkBody(smsCapBodySchema(), { cap, password });
  checkRole(context, 'setReminders');
  checkPassword(password);
  const school = findIn(readAll(context), 'schools', schoolId);
  saveSettings(context, { ...settingsOf(context, schoolId), smsCap: cap });
  return { schedule: getReminderSchedule(context, schoolId), schoolName: school.name };
}

export function listReminderLog(context: GuestContext, schoolId: string): ReminderLogEntry[] {
  const data = readAll(context);
  findIn(data, 'schools', schoolId);
  const names = new Map(data.students.map((one) => [one._id, one.fullname]));
  return readReminderLog(context.storage)
    .filter((line) => line.schoolId === schoolId)
    .map(({ schoolId: _school, ...line }) => ({
      ...line,
      students: line.studentIds.map((id) => names.get(id) ?? ''),
    }))
    .reverse();
}

/**
 * 'Send due reminders now' in the demo (docs/reminders.md#the-demo): the parents a run would
 * remind today and the text each channel would carry, with a placeholder for the link a send
 * makes; nothing is sent, and the log says so on every line.
 */
export function runDueReminders(
  context: GuestContext,
  schoolId: string,
): { run: ReminderRun; schoolName: string } {
  checkRole(context, 'runReminders');
  const data = readAll(context);
  const school = findIn(data, 'schools', schoolId);
  const settings = settingsOf(context, schoolId);
  const today = schoolToday(context.now());
  const at = context.now().toISOString();
  const lines: GuestReminderLine[] = [];
  const wouldSend: WouldSend[] = [];
  const sms = { on: true, sentThisMonth: 0, cap: settings.smsCap };
  const parents = settings.offsets.length
    ? parentsOn(pupilsOf(context, schoolId), settings.offsets, today)
    : [];
  for (const parent of parents) {
    const owing = owingChildren(parent.children, settings.offsets, today);
    const studentIds = (owing.length ? owing.map((child) => child.pupil) : parent.children).map(
      (pupil) => pupil.id,
    );
    const familyId = owing[0]?.pupil.familyId;
    const oneFamily = familyId && owing.every((child) => child.pupil.familyId === familyId);
    const ways = oneFamily
      ? [
          {
            url: DEMO_LINK,
            transfer: getTransferAccount(context, { holder: 'families', id: familyId }),
            names: owing.map((child) => child.pupil.fullname),
          },
        ]
      : owing.map(({ pupil }) => ({
          url: DEMO_LINK,
          transfer: getTransferAccount(context, { holder: 'students', id: pupil.id }),
          names: [pupil.fullname],
        }));
    const reminder = { schoolName: school.name, children: owing, ways };
    for (const channel of settings.channels) {
      const to = channel === 'email' ? parent.email : parent.phone;
      const blocked = owing.length
        ? channelBlocked(channel, parent, sms)
        : REMINDER_SKIPS.nothingDue;
      if (blocked === null) {
        const text =
          channel === 'email' ? dueReminderMailText(reminder).text : dueReminderSms(reminder);
        wouldSend.push({ channel, to, studentIds, text });
      }
      const reason = blocked ?? REMINDER_SKIPS.demo;
      lines.push({ schoolId, at, channel, to, studentIds, status: 'skipped', reason, cost: 0 });
    }
  }
  writeReminderLog(context.storage, [...readReminderLog(context.storage), ...lines]);
  return {
    run: { sent: 0, skipped: lines.length, wouldSend },
    schoolName: school.name,
  };
}
