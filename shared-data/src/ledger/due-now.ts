import { daysAfter, daysBetween } from '../format/dates';
import type { StudentMoneyKobo } from './balance';
import { sessionDays } from './terms';

/** One part of a term's payment plan: a Lagos day (YYYY-MM-DD) and a whole percent of the charges. */
export interface Instalment {
  dueOn: string;
  percent: number;
}

/** An instalment with what it asks for in kobo: its share of this term's charges. */
export interface ScheduledInstalment extends Instalment {
  amountKobo: number;
}

/** What a student should have paid by today under a plan (docs/due-dates.md). */
export interface DueNow {
  /** Brought forward and the shares due by today, less what this term paid; never below 0. */
  dueNowKobo: number;
  /** The first due day not met by what was paid; null when nothing is due now. */
  overdueSince: string | null;
  schedule: ScheduledInstalment[];
}

/** The plan every term has until its owner says otherwise: all of it due the day it opened. */
export function defaultPlan(openedOn: string): Instalment[] {
  return [{ dueOn: openedOn, percent: 100 }];
}

/**
 * A plan carried into the next term: every date moves by the days between the two terms' opening
 * days, so the parts keep their distance from the start of term. A date that would leave the new
 * term's `session` falls on its nearest day, and parts that then fall on one day become one, their
 * percents added, so the carried plan keeps the rules a plan is set by (docs/due-dates.md#next-term).
 */
export function movePlan(
  instalments: readonly Instalment[],
  fromOpenedOn: string,
  toOpenedOn: string,
  session: string,
): Instalment[] {
  const shift = daysBetween(fromOpenedOn, toOpenedOn);
  const days = sessionDays(session);
  const moved: Instalment[] = [];
  for (const { dueOn, percent } of instalments) {
    const shifted = daysAfter(dueOn, shift);
    const inSession = !days
      ? shifted
      : shifted < days.first
        ? days.first
        : shifted > days.last
          ? days.last
          : shifted;
    const last = moved[moved.length - 1];
    if (last?.dueOn === inSession) last.percent += percent;
    else moved.push({ dueOn: inSession, percent });
  }
  return moved;
}

/**
 * Each instalment's part of `chargesKobo`: the cumulative share is rounded down to the kobo and
 * the last part takes exactly what is left, so the parts always add up to the charges.
 */
export function scheduleKobo(
  chargesKobo: number,
  instalments: readonly Instalment[],
): ScheduledInstalment[] {
  let percentSoFar = 0;
  let soFarKobo = 0;
  return instalments.map((instalment, index) => {
    percentSoFar += instalment.percent;
    const cumulative =
      index === instalments.length - 1
        ? chargesKobo
        : Math.floor((chargesKobo * percentSoFar) / 100);
    const amountKobo = cumulative - soFarKobo;
    soFarKobo = cumulative;
    return { ...instalment, amountKobo };
  });
}

/** A due day and what of it is still unmet, in kobo. */
export interface UnmetPart {
  dueOn: string;
  amountKobo: number;
}

/** A charge due in full on one day, outside the plan: a late fee, due from the day it is charged. */
export interface DueAtOnce {
  dueOn: string;
  amountKobo: number;
}

/** A part of what a student owes this term, in the order payments meet it, with what is unmet. */
export interface DuePart {
  kind: 'arrears' | 'instalment' | 'at-once';
  dueOn: string;
  amountKobo: number;
  unmetKobo: number;
  /** The instalment's place in the plan; -1 for the arrears and a charge due at once. */
  index: number;
}

type TermMoney = Pick<StudentMoneyKobo, 'broughtForwardKobo' | 'chargesKobo' | 'paidKobo'>;

/**
 * The one walk every figure here reads: every part a student owes this term in the order payments
 * meet them — what earlier terms left (due the day the term opened), the plan's instalments of
 * `chargesKobo`, and the charges due at once (late fees), by day and on one day in that order —
 * with what of each is still unmet once a credit brought forward and this term's payments have met
 * the earliest first.
 */
export function dueParts(
  money: TermMoney,
  instalments: readonly Instalment[],
  openedOn: string,
  atOnce: readonly DueAtOnce[] = [],
): { parts: DuePart[]; schedule: ScheduledInstalment[] } {
  const schedule = scheduleKobo(money.chargesKobo, instalments);
  const arrearsKobo = Math.max(0, money.broughtForwardKobo);
  let metKobo = money.paidKobo + Math.max(0, -money.broughtForwardKobo);
  // A plan may start before the opening day, so the parts are put in day order (a stable sort).
  const parts = [
    ...(arrearsKobo > 0
      ? [{ kind: 'arrears' as const, dueOn: openedOn, amountKobo: arrearsKobo, index: -1 }]
      : []),
    ...schedule.map(({ dueOn, amountKobo }, index) => ({
      kind: 'instalment' as const,
      dueOn,
      amountKobo,
      index,
    })),
    ...atOnce.map(({ dueOn, amountKobo }) => ({
      kind: 'at-once' as const,
      dueOn,
      amountKobo,
      index: -1,
    })),
  ]
    .sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0))
    .map((part) => {
      const spent = Math.min(metKobo, part.amountKobo);
      metKobo -= spent;
      return { ...part, unmetKobo: part.amountKobo - spent };
    });
  return { parts, schedule };
}

/** Parts of the same day as one, the days in order. */
function byDay(parts: readonly UnmetPart[]): UnmetPart[] {
  const amounts = new Map<string, number>();
  for (const part of parts) {
    amounts.set(part.dueOn, (amounts.get(part.dueOn) ?? 0) + part.amountKobo);
  }
  return [...amounts.keys()]
    .sort()
    .map((dueOn) => ({ dueOn, amountKobo: amounts.get(dueOn) ?? 0 }));
}

/**
 * What is still unmet of each due day of the term, today or not: what a parent is told is left.
 * Arrears, a part due the day the term opened and a late fee charged that day are one day's.
 */
export function unmetParts(
  money: TermMoney,
  instalments: readonly Instalment[],
  openedOn: string,
  atOnce: readonly DueAtOnce[] = [],
): UnmetPart[] {
  return byDay(
    dueParts(money, instalments, openedOn, atOnce)
      .parts.filter((part) => part.unmetKobo > 0)
      .map(({ dueOn, unmetKobo }) => ({ dueOn, amountKobo: unmetKobo })),
  );
}

/**
 * What is due now and since when, from a student's figures (as studentMoney has them,
 * `chargesKobo` being what the plan splits), the plan that applies to them and any charges due at
 * once: the unmet parts due on or before today.
 */
export function dueNow(
  money: TermMoney,
  instalments: readonly Instalment[],
  openedOn: string,
  today: string,
  atOnce: readonly DueAtOnce[] = [],
): DueNow {
  const { parts, schedule } = dueParts(money, instalments, openedOn, atOnce);
  const late = parts.filter((part) => part.dueOn <= today && part.unmetKobo > 0);
  const dueNowKobo = late.reduce((sum, part) => sum + part.unmetKobo, 0);
  return { dueNowKobo, overdueSince: late[0]?.dueOn ?? null, schedule };
}

/**
 * A record's figures as the plan reads them: the term's charges the plan splits are what is
 * expected less arrears and less the charges due at once, which are in what is expected too.
 */
function termMoney(
  money: Pick<StudentMoneyKobo, 'broughtForwardKobo' | 'expectedKobo' | 'paidKobo'>,
  atOnce: readonly DueAtOnce[],
): TermMoney {
  const atOnceKobo = atOnce.reduce((sum, part) => sum + part.amountKobo, 0);
  return {
    broughtForwardKobo: money.broughtForwardKobo,
    chargesKobo: money.expectedKobo - money.broughtForwardKobo - atOnceKobo,
    paidKobo: money.paidKobo,
  };
}

/** Where an instalment stands today: paid in full, not yet due, or due and not met. */
export type InstalmentStanding = 'met' | 'due' | 'late';

export interface StandingInstalment extends ScheduledInstalment {
  standing: InstalmentStanding;
}

/**
 * Each instalment of the plan with its amount and where it stands, by the same walk as dueNow, so
 * the first one late is the one overdueSince names (unless arrears or a late fee came first).
 */
export function planStanding(
  money: TermMoney,
  instalments: readonly Instalment[],
  openedOn: string,
  today: string,
  atOnce: readonly DueAtOnce[] = [],
): StandingInstalment[] {
  const { parts, schedule } = dueParts(money, instalments, openedOn, atOnce);
  return schedule.map((instalment, index) => {
    const part = parts.find((one) => one.kind === 'instalment' && one.index === index)!;
    const standing = part.unmetKobo === 0 ? 'met' : part.dueOn <= today ? 'late' : 'due';
    return { ...instalment, standing };
  });
}

/**
 * A student's dueNow and overdueSince as their record shows them, from their figures in kobo, the
 * plan that applies to them this term (`null`: the default one) and the charges of this term the
 * plan does not split (`atOnce`: late fees, in `expectedKobo` but due on their day).
 */
export function studentDue(
  money: Pick<StudentMoneyKobo, 'broughtForwardKobo' | 'expectedKobo' | 'paidKobo'>,
  instalments: readonly Instalment[] | null,
  openedOn: string,
  today: string,
  atOnce: readonly DueAtOnce[] = [],
): { dueNowKobo: number; overdueSince: string | null } {
  const { dueNowKobo, overdueSince } = dueNow(
    termMoney(money, atOnce),
    instalments ?? defaultPlan(openedOn),
    openedOn,
    today,
    atOnce,
  );
  return { dueNowKobo, overdueSince };
}

/** A student's instalments and where each stands, read from their record's figures as studentDue reads them. */
export function studentStanding(
  money: Pick<StudentMoneyKobo, 'broughtForwardKobo' | 'expectedKobo' | 'paidKobo'>,
  instalments: readonly Instalment[],
  openedOn: string,
  today: string,
  atOnce: readonly DueAtOnce[] = [],
): StandingInstalment[] {
  return planStanding(termMoney(money, atOnce), instalments, openedOn, today, atOnce);
}

/** A student's unmet parts, read from their record's figures as studentDue reads them. */
export function studentUnmet(
  money: Pick<StudentMoneyKobo, 'broughtForwardKobo' | 'expectedKobo' | 'paidKobo'>,
  instalments: readonly Instalment[] | null,
  openedOn: string,
  atOnce: readonly DueAtOnce[] = [],
): UnmetPart[] {
  return unmetParts(
    termMoney(money, atOnce),
    instalments ?? defaultPlan(openedOn),
    openedOn,
    atOnce,
  );
}

/** A family's unmet parts: its children's added up day by day, in date order. */
export function familyUnmet(children: readonly (readonly UnmetPart[])[]): UnmetPart[] {
  return byDay(children.flat());
}

/** A family's figures: what its children have due now added up, and the earliest day one is late. */
export function familyDue(
  children: readonly { dueNowKobo: number; overdueSince: string | null }[],
): { dueNowKobo: number; overdueSince: string | null } {
  let dueNowKobo = 0;
  let overdueSince: string | null = null;
  for (const child of children) {
    dueNowKobo += child.dueNowKobo;
    if (
      child.overdueSince !== null &&
      (overdueSince === null || child.overdueSince < overdueSince)
    ) {
      overdueSince = child.overdueSince;
    }
  }
  return { dueNowKobo, overdueSince };
}
