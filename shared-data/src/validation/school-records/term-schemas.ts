import { mixed, type InferType } from 'yup';
import type { Promotions } from '../../ledger/promotions';
import { isSession, TERM_NAMES } from '../../ledger/terms';
import { adminPasswordRule } from '../accounts/password-schemas';
import { isRecordId } from '../rules/record-id';
import { bodyObject, text } from '../rules/rule-builders';

/** `PUT /api/schools/:id/terms/current`: which session and term the school is really in. */
export const termPlaceBodySchema = bodyObject({
  session: text('body')
    .required('Session is required')
    .test(
      'session',
      'Session must be two years in a row, such as 2026/2027',
      (value) => value === undefined || isSession(value),
    ),
  name: text('body')
    .required('Term is required')
    .oneOf(TERM_NAMES, `Term must be ${TERM_NAMES.join(', ')}`),
  password: adminPasswordRule('body'),
});
export type TermPlaceBody = InferType<typeof termPlaceBodySchema>;

/** A classroom _id for each class that moves: the class it joins, or null when it leaves. */
function isPromotions(value: unknown): value is Promotions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([from, to]) => isRecordId(from) && (to === null || (typeof to === 'string' && isRecordId(to))),
  );
}

/**
 * `POST /api/schools/:id/terms`: closes the current term, which `closing` names, and opens the
 * next. Naming it makes a second submit of the same step (a double click, a retry, another tab)
 * a refusal instead of a second term closed (docs/terms.md#next-term).
 */
export const nextTermBodySchema = bodyObject({
  closing: text('body')
    .required('Closing term is required')
    .test(
      'closing',
      'Closing term must be a term id',
      (value) => value === undefined || isRecordId(value),
    ),
  promotions: mixed<Promotions>()
    .optional()
    .test(
      'promotions',
      'Promotions must map classroom ids to a classroom id or null',
      (value) => value === undefined || isPromotions(value),
    ),
  password: adminPasswordRule('body'),
});
export type NextTermBody = InferType<typeof nextTermBodySchema>;
