import { daysBefore, daysBetween } from '../format/dates';
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
    const shifted = daysBefore(dueOn, -shift);
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

type TermMoney = Pick<StudentMoneyKobo, 'broughtForwardKobo' | 'chargesKobo' | 'paidKobo'>;

/**
 * The one walk every figure here reads: each due part in date order, what earlier terms left
 * first on the day the term opened (a plan may start earlier), with what of it is still unmet once
 * this term's payments and a credit brought forward have met the earliest parts first. `index` is
 * the instalment's place in the plan, -1 for the arrears.
 */
function dueParts(money: TermMoney, schedule: readonly ScheduledInstalment[], openedOn: string) {
  const arrearsKobo = Math.max(0, money.broughtForwardKobo);
  let metKobo = money.paidKobo + Math.max(0, -money.broughtForwardKobo);
  return [
    ...(arrearsKobo > 0 ? [{ dueOn: openedOn, amountKobo: arrearsKobo, index: -1 }] : []),
    ...schedule.map(({ dueOn, amountKobo }, index) => ({ dueOn, amountKobo, index })),
  ]
    .sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0))
    .map((part) => {
      const spent = Math.min(metKobo, part.amountKobo);
      metKobo -= spent;
      return { ...part, unmetKobo: part.amountKobo - spent };
    });
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
 * Arrears and a part due the day the term opened are one day's.
 */
export function unmetParts(
  money: TermMoney,
  instalments: readonly Instalment[],
  openedOn: string,
): UnmetPart[] {
  return byDay(
    dueParts(money, scheduleKobo(money.chargesKobo, instalments), openedOn)
      .filter((part) => part.unmetKobo > 0)
      .map(({ dueOn, unmetKobo }) => ({ dueOn, amountKobo: unmetKobo })),
  );
}

/**
 * What is due now and since when, from a student's figures (as studentMoney has them) and the
 * plan that applies to them: the unmet parts due on or before today.
 */
export function dueNow(
  money: TermMoney,
  instalments: readonly Instalment[],
  openedOn: string,
  today: string,
): DueNow {
  const schedule = scheduleKobo(money.chargesKobo, instalments);
  const late = dueParts(money, schedule, openedOn).filter(
    (part) => part.dueOn <= today && part.unmetKobo > 0,
  );
  const dueNowKobo = late.reduce((sum, part) => sum + part.unmetKobo, 0);
  return { dueNowKobo, overdueSince: late[0]?.dueOn ?? null, schedule };
}

/** A record's figures as the plan reads them: the term's charges are what is expected less arrears. */
function termMoney(
  money: Pick<StudentMoneyKobo, 'broughtForwardKobo' | 'expectedKobo' | 'paidKobo'>,
): TermMoney {
  return {
    broughtForwardKobo: money.broughtForwardKobo,
    chargesKobo: money.expectedKobo - money.broughtForwardKobo,
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
 * the first one late is the one overdueSince names.
 */
export function planStanding(
  money: TermMoney,
  instalments: readonly Instalment[],
  openedOn: string,
  today: string,
): StandingInstalment[] {
  const schedule = scheduleKobo(money.chargesKobo, instalments);
  const parts = dueParts(money, schedule, openedOn);
  return schedule.map((instalment, index) => {
    const part = parts.find((one) => one.index === index)!;
    const standing = part.unmetKobo === 0 ? 'met' : part.dueOn <= today ? 'late' : 'due';
    return { ...instalment, standing };
  });
}

/**
 * A student's dueNow and overdueSince as their record shows them, from their figures in kobo and
 * the plan that applies to them this term (`null`: the default one).
 */
export function studentDue(
  money: Pick<StudentMoneyKobo, 'broughtForwardKobo' | 'expectedKobo' | 'paidKobo'>,
  instalments: readonly Instalment[] | null,
  openedOn: string,
  today: string,
): { dueNowKobo: number; overdueSince: string | null } {
  const { dueNowKobo, overdueSince } = dueNow(
    termMoney(money),
    instalments ?? defaultPlan(openedOn),
    openedOn,
    today,
  );
  return { dueNowKobo, overdueSince };
}

/** A student's unmet parts, read from their record's figures as studentDue reads them. */
export function studentUnmet(
  money: Pick<StudentMoneyKobo, 'broughtForwardKobo' | 'expectedKobo' | 'paidKobo'>,
  instalments: readonly Instalment[] | null,
  openedOn: string,
): UnmetPart[] {
  return unmetParts(termMoney(money), instalments ?? defaultPlan(openedOn), openedOn);
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
