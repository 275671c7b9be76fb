import { daysBefore, daysBetween, schoolToday } from '../format/dates';

/** A session's three terms, in order (docs/terms.md). */
export const TERM_NAMES = ['First term', 'Second term', 'Third term'] as const;
export type TermName = (typeof TERM_NAMES)[number];

/** Where a school is in its calendar: a session such as '2026/2027' and one of its terms. */
export interface TermPlace {
  session: string;
  name: TermName;
}

const SESSION = /^(\d{4})\/(\d{4})$/;
/** A session starts in September: months before it belong to the session that began last year. */
const FIRST_MONTH_OF_SESSION = 9;

/** Whether `value` is a session label, two consecutive years such as '2026/2027'. */
export function isSession(value: string): boolean {
  const match = SESSION.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/**
 * The days a session spans, in Lagos: '2026/2027' runs from 2026-09-01 to 2027-08-31. Null for
 * anything that is not a session.
 */
export function sessionDays(session: string): { first: string; last: string } | null {
  const match = SESSION.exec(session);
  if (!match || !isSession(session)) return null;
  const month = String(FIRST_MONTH_OF_SESSION).padStart(2, '0');
  return { first: `${match[1]}-${month}-01`, last: daysBefore(`${match[2]}-${month}-01`, 1) };
}

export function isTermName(value: string): value is TermName {
  return (TERM_NAMES as readonly string[]).includes(value);
}

/** The session holding a day in Lagos: September 2026 to August 2027 is '2026/2027'. */
export function sessionOf(now: Date = new Date()): string {
  const [year, month] = schoolToday(now).split('-').map(Number) as [number, number];
  const first = month >= FIRST_MONTH_OF_SESSION ? year : year - 1;
  return `${first}/${first + 1}`;
}

/** The term a new school opens: 'First term' of the session holding today. */
export function firstTerm(now: Date = new Date()): TermPlace {
  return { session: sessionOf(now), name: TERM_NAMES[0] };
}

/** The term after `term`; after 'Third term' the next session begins (and classes move up). */
export function nextTerm(term: TermPlace): TermPlace & { startsSession: boolean } {
  const index = TERM_NAMES.indexOf(term.name);
  if (index < TERM_NAMES.length - 1) {
    return { session: term.session, name: TERM_NAMES[index + 1] as TermName, startsSession: false };
  }
  const match = SESSION.exec(term.session);
  if (!match) throw new RangeError(`Not a session: ${term.session}`);
  const first = Number(match[2]);
  return { session: `${first}/${first + 1}`, name: TERM_NAMES[0], startsSession: true };
}

/** 'Second term 2026/2027', as the screens name a term. */
export function termLabel(term: TermPlace): string {
  return `${term.name} ${term.session}`;
}

/** A term as a payment is matched to it: when it opened, and when it closed if it has. */
export interface TermSpan {
  _id: string;
  openedAt: string;
  closedAt: string | null;
}

/** The Lagos day (YYYY-MM-DD) of an instant, so a term that opened at 23:30 UTC opened the next day there. */
function lagosDay(instant: string): string {
  return schoolToday(new Date(instant));
}

/**
 * The term a payment received on `day` (YYYY-MM-DD, Lagos) belongs to: the last term that had
 * opened by then, or the school's first term for a day before any opened. `terms` are one school's,
 * oldest first. A day after the current term opened belongs to it.
 */
export function termOfDay<T extends TermSpan>(terms: readonly T[], day: string): T {
  const [first] = terms;
  if (!first) throw new RangeError('A school always has a term');
  let found = first;
  for (const term of terms) {
    if (lagosDay(term.openedAt) <= day) found = term;
  }
  return found;
}

/**
 * A term closed within this many days of opening closes early, and the dashboard asks first: a
 * Nigerian school term runs about twelve weeks, so six is well before any usual end
 * (docs/terms.md#closing-a-term-early).
 */
export const EARLY_CLOSE_DAYS = 42;

/** How many Lagos days a term opened at `openedAt` (an instant) has run by `today`. */
export function termDaysRun(openedAt: string, today: string = schoolToday()): number {
  return Math.max(0, daysBetween(schoolToday(new Date(openedAt)), today));
}

/** 'opened today', 'opened 1 day ago', 'opened 23 days ago'. */
export function openedAgo(days: number): string {
  if (days === 0) return 'opened today';
  return `opened ${days} ${days === 1 ? 'day' : 'days'} ago`;
}
