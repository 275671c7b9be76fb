import { array, number, object, type InferType } from 'yup';
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

/** One late fee charged to a student this term, for the instalment due on `dueOn`. */
export const lateFeeRecord = object({
  _id: field.text(),
  dueOn: field.text().meta({ jsonSchema: { format: 'date' } }),
  amount: field.amount(),
  waived: field.bool(),
});
export type LateFee = InferType<typeof lateFeeRecord>;

export const lateFeeListRecord = array(lateFeeRecord).defined();
