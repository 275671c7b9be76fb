type DateInput = string | number | Date;

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Day-month-year in the viewer's time zone, e.g. '05-03-2025'; '' for a missing or bad date. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/**
 * The school's calendar: schools are in Nigeria, so "today" for a payment received is the date in
 * Lagos (docs/payments.md#recorded-payments), wherever the browser or the server runs.
 */
export const SCHOOL_TIME_ZONE = 'Africa/Lagos';

const schoolClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as the school reads it, in Lagos time whatever the viewer's or the server's zone, and
 * saying so: '05-03-2025 14:07 WAT' (docs/payments.md#receipts); '' for a missing or bad date.
 */
export function formatSchoolDateTime(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const part = Object.fromEntries(schoolClock.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute} WAT`;
}

/** The time of day of a moment in Lagos: '08:14 WAT'; '' for a missing or bad date. */
export function formatSchoolTime(input: DateInput): string {
  return formatSchoolDateTime(input).slice('05-03-2025 '.length);
}

// The Swedish locale writes dates as YYYY-MM-DD. Made once: a formatter costs far more to make
// than to use, and the demo's ledger asks for a day per payment.
const schoolCalendar = new Intl.DateTimeFormat('sv-SE', { timeZone: SCHOOL_TIME_ZONE });

/** Today's date in the school's time zone, as YYYY-MM-DD. */
export function schoolToday(now: Date = new Date()): string {
  return schoolCalendar.format(now);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day `count` days before `day` (both YYYY-MM-DD). Lagos keeps no summer time, so a
 * school day is always 24 hours long.
 */
export function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day `count` days after `day` (both YYYY-MM-DD). */
export function daysAfter(day: string, count: number): string {
  return daysBefore(day, -count);
}

/** How many days `to` comes after `from` (both YYYY-MM-DD): 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar day (YYYY-MM-DD) as day-month-year, like formatDate, with no time zone to shift it. */
export function formatDay(day: string): string {
  const match = CALENDAR_DAY.exec(day);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) in words, '15 January 2027', as due dates are said to people. */
export function formatLongDay(day: string): string {
  return isCalendarDay(day) ? longDay.format(new Date(`${day}T00:00:00Z`)) : '';
}

/**
 * Since when a student is late, for the words 'Late since …': the day and how long ago it is from
 * `today`, '15 January 2027 (14 days)'.
 */
export function formatLateSince(day: string, today: string): string {
  const days = daysBetween(day, today);
  const ago = days === 0 ? 'today' : days === 1 ? '1 day' : `${days} days`;
  return `${formatLongDay(day)} (${ago})`;
}

// A calendar day has no zone of its own: read at UTC midnight, it is never shifted.
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) as a parent reads it in a sentence: '15 January'; '' for a bad one. */
export function formatDayMonth(day: string): string {
  return isCalendarDay(day) ? dayMonth.format(new Date(`${day}T00:00:00Z`)) : '';
}

/**
 * The day a payment's money arrived, YYYY-MM-DD: the day received for a recorded one, else the day
 * in Lagos it was made. Lists show it, filter by it and sort by it (docs/payments.md#the-list).
 */
export function paymentDay(payment: { receivedOn: string; createdAt: string }): string {
  return payment.receivedOn || schoolToday(new Date(payment.createdAt));
}

/** paymentDay as day-month-year, wherever the browser runs. */
export function paymentDate(payment: { receivedOn: string; createdAt: string }): string {
  return formatDay(paymentDay(payment));
}
