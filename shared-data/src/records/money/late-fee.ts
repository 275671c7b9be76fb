import { array, number, object, type InferType } from 'yup';
import { toNaira } from '../../format/money/money';
import type { LateFeeRule } from '../../ledger/late-fee';
import { field } from '../record-shape';

/**
 * A school's late fee as the API answers it (docs/due-dates.md#late-fee): the fixed amount in
 * naira or the percent (the other null), and the days of grace; an amount of 0 is no late fee.
 */
export const lateFeeSettingRecord = object({
  amount: number().nullable().defined(),
  percent: number().nullable().defined(),
  graceDays: field.whole(),
});
export type LateFeeSetting = InferType<typeof lateFeeSettingRecord>;

/** A school's late fee rule as it is answered, in naira. */
export function lateFeeSetting(rule: LateFeeRule): LateFeeSetting {
  return 'percent' in rule
    ? { amount: null, percent: rule.percent, graceDays: rule.graceDays }
    : { amount: toNaira(rule.amountKobo), percent: null, graceDays: rule.graceDays };
}

/** Why a late fee cannot be waived: its term is closed, or it already is. */
export const LATE_FEE_FROZEN = "This late fee's term is closed: it can no longer be waived.";
export const LATE_FEE_ALREADY_WAIVED = 'This late fee is already waived.';

/**
 * One late fee charged to a student this term, for the instalment due on `dueOn`; it is due at once
 * from `chargedOn`, the Lagos day it was charged.
 */
export const lateFeeRecord = object({
  _id: field.text(),
  dueOn: field.text().meta({ jsonSchema: { format: 'date' } }),
  chargedOn: field.text().meta({ jsonSchema: { format: 'date' } }),
  amount: field.amount(),
  waived: field.bool(),
});
export type LateFee = InferType<typeof lateFeeRecord>;

export const lateFeeListRecord = array(lateFeeRecord).defined();
