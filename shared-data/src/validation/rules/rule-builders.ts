import { number, object, string, type ObjectShape } from 'yup';
import { LIMITS } from '../../constants/limits';
import { RECORD_ID_PATTERN } from './record-id';

/**
 * Forms convert what inputs give (text, '' for an empty number box); the API takes JSON as sent and
 * refuses a wrong type instead of converting it, so '1000' is not quietly read as 1000.
 */
export type RuleMode = 'form' | 'body';

/**
 * C0 and C1 controls (line breaks, tabs, escapes), the Unicode line and paragraph separators, and
 * the bidirectional embeddings, overrides and isolates: in a one-line field they can only forge
 * lines or reorder what a reader sees, e.g. in a receipt e-mail. Right-to-left letters and emoji
 * are text and stay allowed.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

export const CONTROL_CHARACTERS_MESSAGE =
  'Must not contain line breaks, tabs or other control characters';

/**
 * One line of text a person types (names, addresses, purposes, e-mails, codes): trimmed before
 * any length check, so a value of spaces counts as empty, and refused when it holds control or
 * direction-override characters. Forms trim as yup casts; API bodies are trimmed by validateBody,
 * which finds these rules by their `singleLine` mark, because a strict body rule never casts.
 */
export function text(mode: RuleMode) {
  const base =
    mode === 'body'
      ? string().strict().typeError('${path} must be text').meta({ singleLine: true })
      : string().trim();
  return base.test(
    'single-line',
    CONTROL_CHARACTERS_MESSAGE,
    (value) => value === undefined || !CONTROL_CHARACTERS.test(value),
  );
}

/** Passwords are taken exactly as typed: every character and space counts. */
export function secret(mode: RuleMode) {
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
    .matches(RECORD_ID_PATTERN, 'Invalid id');
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
