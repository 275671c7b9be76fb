import { array, object, type InferType } from 'yup';
import { field } from '../record-shape';

/**
 * A term's payment plan as the API answers it (docs/due-dates.md): the term, its instalments in
 * date order, and `own`, whether it was set for this school (or student) rather than followed
 * from the default (or the school's).
 */
export const paymentPlanRecord = object({
  termId: field.text(),
  instalments: array(
    object({
      dueOn: field.text().meta({ jsonSchema: { format: 'date' } }),
      percent: field.whole(),
    }),
  ).defined(),
  own: field.bool(),
});

export type PaymentPlan = InferType<typeof paymentPlanRecord>;
