import { array, mixed, number, object, string, type InferType } from 'yup';
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

/** The days the reminders form offers as boxes to tick; any other is typed (docs/reminders.md). */
export const COMMON_OFFSETS = [-7, -3, -1, 0, 3, 7, 14] as const;

/** An offset in words: '3 days before', 'on the day', '1 day after'. */
export function offsetWords(offset: number): string {
  if (offset === 0) return 'on the day';
  const days = Math.abs(offset);
  return `${days} ${days === 1 ? 'day' : 'days'} ${offset < 0 ? 'before' : 'after'}`;
}

/**
 * The other days typed in the form, e.g. '-5, 10', as numbers; null when something typed is not
 * a whole number.
 */
export function typedOffsets(typed: string): number[] | null {
  const parts = typed.split(/[\s,]+/).filter(Boolean);
  if (!parts.every((part) => /^[-+]?\d+$/.test(part))) return null;
  return parts.map(Number);
}

/** The ticked and the typed days together, in order. */
export const formOffsets = (values: { common: string[]; other: string }) =>
  [...values.common.map(Number), ...(typedOffsets(values.other) ?? [])].sort((a, b) => a - b);

/** The reminders form: ticked days, other days typed, and the channels ticked. */
export const reminderScheduleFormSchema = object({
  common: array(string().defined()).defined(),
  other: string()
    .defined()
    .test('offsets', function check(value) {
      if (typedOffsets(value) === null) {
        return this.createError({ message: 'Write whole numbers of days, e.g. -5, 10' });
      }
      const problem = offsetsProblem(
        formOffsets({ common: this.parent.common ?? [], other: value }),
      );
      return problem === null || this.createError({ message: problem });
    }),
  channels: array(string().oneOf(REMINDER_CHANNELS).defined())
    .defined()
    .min(1, 'Choose e-mail, SMS or both'),
});
export type ReminderScheduleFormValues = InferType<typeof reminderScheduleFormSchema>;

/** The SMS cap form: one number box. */
export const smsCapFormSchema = object({
  cap: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('Cap must be a number')
    .required('Cap is required')
    .integer('Cap must be a whole number')
    .min(0, 'Cap must be 0 or more')
    .max(MAX_SMS_CAP, `Cap must be at most ${MAX_SMS_CAP.toLocaleString('en-NG')}`),
});
export type SmsCapFormValues = InferType<typeof smsCapFormSchema>;
