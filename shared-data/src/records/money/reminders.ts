import { array, object, type InferType } from 'yup';
import { REMINDER_CHANNELS } from '../../validation/money/reminder-schemas';
import { field } from '../record-shape';

const REMINDER_STATUSES = ['sent', 'failed', 'skipped'] as const;

/**
 * A school's reminders that send themselves (docs/reminders.md): when and how, its SMS cap, whether
 * SMS is on at all, this month's SMS, and the days the next reminders go with how many parents.
 */
export const reminderScheduleRecord = object({
  offsets: array(field.whole()).defined(),
  channels: array(field.text().oneOf(REMINDER_CHANNELS)).defined(),
  smsCap: field.whole(),
  /** Null when SMS is on; else why it is off, in words for the school. */
  smsOff: field.text().nullable(),
  smsThisMonth: object({ count: field.whole(), cost: field.amount() }),
  planned: array(
    object({ on: field.text().meta({ jsonSchema: { format: 'date' } }), parents: field.whole() }),
  ).defined(),
});
export type ReminderSchedule = InferType<typeof reminderScheduleRecord>;

/** One line of the log: one reminder on one channel to one parent. */
export const reminderLogRecord = object({
  at: field.text().meta({ jsonSchema: { format: 'date-time' } }),
  channel: field.text().oneOf(REMINDER_CHANNELS),
  to: field.text(),
  studentIds: array(field.text()).defined(),
  /** The children's names, as the register has them now, in the order of `studentIds`. */
  students: array(field.text()).defined(),
  status: field.text().oneOf(REMINDER_STATUSES),
  reason: field.text().optional(),
  /** Naira; 0 for an e-mail. */
  cost: field.amount(),
});
export type ReminderLogEntry = InferType<typeof reminderLogRecord>;

/** One reminder the guest demo would send: it shows them instead (docs/reminders.md#the-demo). */
export const wouldSendRecord = object({
  channel: field.text().oneOf(REMINDER_CHANNELS),
  to: field.text(),
  studentIds: array(field.text()).defined(),
  text: field.text(),
});
export type WouldSend = InferType<typeof wouldSendRecord>;

/**
 * What `POST /api/schools/:id/reminders/run` answers: how many went and how many did not; the
 * guest demo, which sends nothing, also says what it would have sent.
 */
export const reminderRunRecord = object({
  sent: field.whole(),
  skipped: field.whole(),
  wouldSend: array(wouldSendRecord).optional(),
});
export type ReminderRun = InferType<typeof reminderRunRecord>;
