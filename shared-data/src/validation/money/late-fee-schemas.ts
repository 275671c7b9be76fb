import { object, string, type InferType } from 'yup';
import { LIMITS } from '../../constants/limits';
import { toKobo } from '../../format/money/money';
import { NO_LATE_FEE, type LateFeeRule } from '../../ledger/late-fee';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject, moneyRule, numeric } from '../rules/rule-builders';

/** A late fee is charged at most a term's length after its due day. */
export const MAX_GRACE_DAYS = 90;

const twoDecimals = (value: number | undefined) =>
  value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * `PUT /api/schools/:id/late-fee` (docs/due-dates.md#late-fee): an amount in naira or a percent
 * of what is unmet, and the days of grace; `{ amount: 0 }` turns the late fee off.
 */
export function lateFeeBodySchema() {
  return bodyObject({
    amount: numeric('body', 'Give an amount or a percent')
      .min(0, 'Minimum of 0')
      .max(LIMITS.maxAmount, `Maximum of ${LIMITS.maxAmount}`)
      .test('whole-kobo', 'Amount can have at most 2 decimal places', twoDecimals),
    percent: numeric('body', 'Give an amount or a percent')
      .moreThan(0, 'The percent must be more than 0')
      .max(100, 'Maximum of 100')
      .test('hundredths', 'The percent can have at most 2 decimal places', twoDecimals),
    graceDays: numeric('body', 'Grace days are required')
      .integer('Grace days must be a whole number')
      .min(0, 'Minimum of 0')
      .max(MAX_GRACE_DAYS, `Maximum of ${MAX_GRACE_DAYS}`),
    password: adminPasswordRule('body'),
  }).test('amount-or-percent', function oneOf(value) {
    if (!value) return true;
    const { amount, percent, graceDays } = value;
    if ((amount === undefined) === (percent === undefined)) {
      return this.createError({ path: 'amount', message: 'Give an amount or a percent, not both' });
    }
    if (amount !== 0 && graceDays === undefined) {
      return this.createError({ path: 'graceDays', message: 'Grace days are required' });
    }
    return true;
  });
}
export type LateFeeBody = InferType<ReturnType<typeof lateFeeBodySchema>>;

/** The rule a valid body sets: the amount in kobo, or the percent; off for an amount of 0. */
export function lateFeeRuleOf(body: Omit<LateFeeBody, 'password'>): LateFeeRule {
  if (body.percent !== undefined) return { percent: body.percent, graceDays: body.graceDays ?? 0 };
  if (!body.amount) return NO_LATE_FEE;
  return { amountKobo: toKobo(body.amount), graceDays: body.graceDays ?? 0 };
}

/** What the school page's late fee form offers: none, a fixed amount, or a percent. */
export const LATE_FEE_KINDS = ['none', 'amount', 'percent'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];

/** The school page's 'Late fee' form: the boxes of the kind chosen are required, the others not. */
export const lateFeeFormSchema = object({
  kind: string<LateFeeKind>().required().oneOf(LATE_FEE_KINDS),
  amount: numeric('form', 'Amount is required').when('kind', {
    is: 'amount',
    then: () => moneyRule('form', 'Amount is required', 1),
    otherwise: (rule) => rule.strip(),
  }),
  percent: numeric('form', 'Percent is required').when('kind', {
    is: 'percent',
    then: (rule) =>
      rule
        .required('Percent is required')
        .moreThan(0, 'The percent must be more than 0')
        .max(100, 'Maximum of 100')
        .test('hundredths', 'The percent can have at most 2 decimal places', twoDecimals),
    otherwise: (rule) => rule.strip(),
  }),
  graceDays: numeric('form', 'Grace days are required').when('kind', {
    is: (kind: LateFeeKind) => kind !== 'none',
    then: (rule) =>
      rule
        .required('Grace days are required')
        .integer('Grace days must be a whole number')
        .min(0, 'Minimum of 0')
        .max(MAX_GRACE_DAYS, `Maximum of ${MAX_GRACE_DAYS}`),
    otherwise: (rule) => rule.strip(),
  }),
});
export type LateFeeFormValues = InferType<typeof lateFeeFormSchema>;

/** The form's values as the data layer takes them: `{ amount: 0 }` for none. */
export function lateFeeInput(values: LateFeeFormValues): Omit<LateFeeBody, 'password'> {
  if (values.kind === 'amount') return { amount: values.amount, graceDays: values.graceDays };
  if (values.kind === 'percent') return { percent: values.percent, graceDays: values.graceDays };
  return { amount: 0 };
}
