import { mixed, object, type InferType } from 'yup';
import { formatDay, isCalendarDay } from '../../format/dates';
import type { Instalment } from '../../ledger/due-now';
import { sessionDays } from '../../ledger/terms';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject } from '../rules/rule-builders';

/** A plan has at least one instalment and at most one a month of a school year. */
export const MAX_INSTALMENTS = 12;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInstalment = (value: unknown): value is Instalment =>
  isPlainObject(value) &&
  Object.keys(value).length === 2 &&
  typeof value.dueOn === 'string' &&
  typeof value.percent === 'number';

/**
 * What is wrong with a plan for a term of `session`, in words an owner reads, or null when it
 * is a plan (docs/due-dates.md#a-plans-rules). One message for the whole list, the first problem
 * found, since the parts are judged together (their sum, their order). Without a session the
 * dates' window is left to whoever knows the term: the API checks the body before it reads one.
 */
export function planProblem(value: unknown, session?: string): string | null {
  if (!Array.isArray(value)) return 'Instalments must be a list of due dates and percents';
  if (value.length === 0) return 'Give at least one instalment';
  if (value.length > MAX_INSTALMENTS) return `A plan has at most ${MAX_INSTALMENTS} instalments`;
  if (!value.every(isInstalment)) {
    return 'Each instalment needs a due date (dueOn) and a percent, and nothing else';
  }
  if (!value.every(({ percent }) => Number.isInteger(percent) && percent >= 1)) {
    return 'Each percent must be a whole number of at least 1';
  }
  const total = value.reduce((sum, { percent }) => sum + percent, 0);
  if (total !== 100) return `The percents must add up to 100; these add up to ${total}`;
  if (!value.every(({ dueOn }) => isCalendarDay(dueOn))) {
    return 'Each due date must be a real day, written like 2027-01-15';
  }
  if (value.some(({ dueOn }, index) => index > 0 && dueOn <= value[index - 1]!.dueOn)) {
    return 'Each due date must come after the one before it';
  }
  const days = session === undefined ? null : sessionDays(session);
  if (days && value.some(({ dueOn }) => dueOn < days.first || dueOn > days.last)) {
    return `Due dates must fall within the ${session} session, ${formatDay(days.first)} to ${formatDay(days.last)}`;
  }
  return null;
}

/** The plan itself; `orNull` lets null through, for a student going back to the school's plan. */
function instalmentsRule(session: string | undefined, orNull: boolean) {
  return mixed<Instalment[]>()
    .nullable()
    .defined('Instalments are required')
    .test('plan', function check(value) {
      if (value === undefined || (orNull && value === null)) return true;
      const problem = planProblem(value, session);
      return problem === null || this.createError({ message: problem });
    });
}

/** `PUT /api/schools/:id/plan`: the current term's plan, for a term of `session`. */
export function planBodySchema(session?: string) {
  return bodyObject({
    instalments: instalmentsRule(session, false).nonNullable('Instalments are required'),
    password: adminPasswordRule('body'),
  });
}
export type PlanBody = InferType<ReturnType<typeof planBodySchema>>;

/** `PUT /api/students/:id/plan`: a student's own plan, or null to follow the school's again. */
export function studentPlanBodySchema(session?: string) {
  return bodyObject({
    instalments: instalmentsRule(session, true),
    password: adminPasswordRule('body'),
  });
}
export type StudentPlanBody = InferType<ReturnType<typeof studentPlanBodySchema>>;

/** A plan as its editor holds it: each row's day and percent as typed. */
export type PlanFormInput = { instalments: { dueOn: string; percent: string }[] };

const typedPercent = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The plan editor's rows read into instalments and judged by the very rule the API applies, so
 * the form refuses exactly what the server would, in the same words, on `instalments`.
 */
export function planFormSchema(session?: string) {
  return object({
    instalments: instalmentsRule(session, false)
      .nonNullable('Instalments are required')
      .transform((rows: unknown) =>
        Array.isArray(rows)
          ? (rows as PlanFormInput['instalments']).map(({ dueOn, percent }) => ({
              dueOn,
              percent: typedPercent(percent),
            }))
          : rows,
      ),
  });
}
export type PlanFormValues = InferType<ReturnType<typeof planFormSchema>>;
