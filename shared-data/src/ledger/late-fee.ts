import { daysAfter } from '../format/dates';
import type { StudentMoneyKobo } from './balance';
import { dueParts, type DueAtOnce, type Instalment } from './due-now';

/**
 * A school's late fee (docs/due-dates.md#late-fee): a fixed amount, or a percent (to two decimals)
 * of what was unmet of the instalment, charged `graceDays` after its due day. An amount of 0 is off.
 */
export type LateFeeRule =
  { amountKobo: number; graceDays: number } | { percent: number; graceDays: number };

/** No late fee: the rule every school has until its owner sets one. */
export const NO_LATE_FEE: LateFeeRule = { amountKobo: 0, graceDays: 0 };

/** A late fee charged to a student in a term, for the instalment due on `dueOn`. */
export interface LateFeeCharge {
  dueOn: string;
  /** The Lagos day it was charged: it is due in full from then. */
  chargedOn: string;
  amountKobo: number;
  waived: boolean;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Late fee (due 15 Jan 2027)': the charge line of the late fee for the instalment due that day. */
export function lateFeeLine(dueOn: string): string {
  const [year, month, day] = dueOn.split('-').map(Number);
  return `Late fee (due ${day} ${MONTHS[(month ?? 1) - 1]} ${year})`;
}

export function lateFeeIsOn(rule: LateFeeRule): boolean {
  return 'percent' in rule ? rule.percent > 0 : rule.amountKobo > 0;
}

/**
 * The late fee on an instalment of which `unmetKobo` is unmet: the fixed amount, or the percent of
 * the unmet part rounded down to the kobo (in hundredths of a percent, so 2.5% is exact).
 */
export function lateFeeKobo(rule: LateFeeRule, unmetKobo: number): number {
  if (unmetKobo <= 0) return 0;
  if (!('percent' in rule)) return rule.amountKobo;
  const hundredths = Math.round(rule.percent * 100);
  return Math.floor((unmetKobo * hundredths) / 10_000);
}

/** The late fees not waived, as the parts due at once that they are. */
export function lateFeesDueAtOnce(charged: readonly LateFeeCharge[]): DueAtOnce[] {
  return charged
    .filter((charge) => !charge.waived)
    .map((charge) => ({ dueOn: charge.chargedOn, amountKobo: charge.amountKobo }));
}

/** What the late fees not waived add to a student's charges. */
export function lateFeesKobo(charged: readonly LateFeeCharge[]): number {
  return lateFeesDueAtOnce(charged).reduce((sum, part) => sum + part.amountKobo, 0);
}

/**
 * The late fees a student is to be charged on `today`: one for each instalment of their plan whose
 * grace ended on or before today, any of it still unmet and none charged for it yet (a waived one
 * included). `money.expectedKobo` holds the late fees already charged; each new one is due from
 * today, so one charged now does not change what the others find unmet.
 */
export function lateFeesToCharge(
  money: Pick<StudentMoneyKobo, 'broughtForwardKobo' | 'expectedKobo' | 'paidKobo'>,
  instalments: readonly Instalment[],
  openedOn: string,
  today: string,
  rule: LateFeeRule,
  charged: readonly LateFeeCharge[],
): { dueOn: string; amountKobo: number }[] {
  if (!lateFeeIsOn(rule)) return [];
  const atOnce = lateFeesDueAtOnce(charged);
  const chargesKobo = money.expectedKobo - money.broughtForwardKobo - lateFeesKobo(charged);
  const { parts } = dueParts(
    { broughtForwardKobo: money.broughtForwardKobo, chargesKobo, paidKobo: money.paidKobo },
    instalments,
    openedOn,
    atOnce,
  );
  const done = new Set(charged.map((charge) => charge.dueOn));
  return parts
    .filter(
      (part) =>
        part.kind === 'instalment' &&
        !done.has(part.dueOn) &&
        daysAfter(part.dueOn, rule.graceDays) <= today,
    )
    .map((part) => ({ dueOn: part.dueOn, amountKobo: lateFeeKobo(rule, part.unmetKobo) }))
    .filter((fee) => fee.amountKobo > 0);
}
