import { number, object, string, type ObjectShape } from 'yup';
import { LIMITS } from '../constants/limits';

/**
 * Forms convert what inputs give (text, '' for an empty number box); the API takes JSON as sent and
 * refuses a wrong type instead of converting it, so '1000' is not quietly read as 1000.
 */
export type RuleMode = 'form' | 'body';

export function text(mode: RuleMode) {
  return mode === 'body' ? string().strict().typeError('${path} must be text') : string();
}

/** A number box left empty reads as "not given", so forms show the field's required message. */
export function numeric(mode: RuleMode, requiredMessage: string) {
  return mode === 'body'
    ? number().strict().typeError('${path} must be a number')
    : number().typeError(requiredMessage);
}

/** Naira amounts: whole kobo, bounded so kobo stays a safe integer (the database keeps kobo). */
export function moneyRule(mode: RuleMode, requiredMessage: string, minimum: number) {
  return numeric(mode, requiredMessage)
    .required(requiredMessage)
    .min(minimum, `Minimum of ${minimum}`)
    .max(LIMITS.maxAmount, `Maximum of ${LIMITS.maxAmount}`)
    .test('whole-kobo', 'Amount can have at most 2 decimal places', (value) => {
      if (value === undefined) return true;
      const kobo = value * 100;
      return Math.abs(kobo - Math.round(kobo)) < 1e-6;
    });
}

/** Record ids travel in URLs and queries: bounded and limited to URL-safe characters. */
export function idRule(requiredMessage: string) {
  return text('body')
    .required(requiredMessage)
    .max(LIMITS.idMax, 'Invalid id')
    .matches(/^[A-Za-z0-9_-]+$/, 'Invalid id');
}

/**
 * An API body: a stray or server-owned key (`_id`, `ownerId`, totals) is refused with its name, and
 * nothing is converted. Validate with `stripUnknown: false` (see validateBody), or yup drops the key.
 */
export function bodyObject<S extends ObjectShape>(shape: S) {
  return object(shape)
    .noUnknown('Unknown field: ${unknown}')
    .strict()
    .typeError('Body must be a JSON object');
}
