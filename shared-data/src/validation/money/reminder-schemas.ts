import { mixed, number, type InferType } from 'yup';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject } from '../rules/rule-builders';

/** How a reminder reaches a parent (docs/reminders.md). */
export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** Days from a due date a reminder may go: two months either side, a handful of them. */
export const REMINDER_OFFSET_LIMITS = { min: -60, max: 60, count: 8 } as const;

/** The most SMS a school may allow itself in a month. */
export const MAX_SMS_CAP = 100_000;

/** What is wrong with a list of offsets, or null; an empty list turns the reminders off. */
export function offsetsProblem(value: unknown): string | null {
  const { min, max, count } = REMINDER_OFFSET_LIMITS;
  if (!Array.isArray(value)) return 'Offsets must be a list of days from the due date';
  if (value.length > count) return `Choose at most ${count} days`;
  if (!value.every((day) => Number.isInteger(day) && day >= min && day <= max)) {
    return `Each offset must be a whole number of days from ${min} to ${max}`;
  }
  if (new Set(value).size !== value.length) return 'Each day may be chosen once';
  return null;
}

/** What is wrong with a list of channels, or null. */
export function channelsProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return 'Choose e-mail, SMS or both';
  if (!value.every((one) => (REMINDER_CHANNELS as readonly unknown[]).includes(one))) {
    return 'Channels are email and sms';
  }
  if (new Set(value).size !== value.length) return 'Each channel may be chosen once';
  return null;
}

const listRule = <T>(problem: (value: unknown) => string | null, required: string) =>
  mixed<T[]>()
    .defined(required)
    .test('list', function check(value) {
      const found = problem(value);
      return found === null || this.createError({ message: found });
    });

/** `PUT /api/schools/:id/reminder-schedule`. */
export function reminderScheduleBodySchema() {
  return bodyObject({
    offsets: listRule<number>(offsetsProblem, 'Offsets are required'),
    channels: listRule<ReminderChannel>(channelsProblem, 'Channels are required'),
    password: adminPasswordRule('body'),
  });
}
export type ReminderScheduleBody = InferType<ReturnType<typeof reminderScheduleBodySchema>>;

/** `PUT /api/schools/:id/sms-cap`: SMS a month, 0 for none. */
export function smsCapBodySchema() {
  return bodyObject({
    cap: number()
      .typeError('Cap must be a number')
      .required('Cap is required')
      .integer('Cap must be a whole number')
      .min(0, 'Cap must be 0 or more')
      .max(MAX_SMS_CAP, `Cap must be at most ${MAX_SMS_CAP.toLocaleString('en-NG')}`),
    password: adminPasswordRule('body'),
  });
}
export type SmsCapBody = InferType<ReturnType<typeof smsCapBodySchema>>;
