import { object } from 'yup';
import { field } from './record-shape';

/** One of a class's extra fee items for the current term. Amounts are naira. */
export const feeItemRecord = object({
  _id: field.text(),
  name: field.text(),
  amount: field.amount(),
  /** Charged only to the students who take it (their optionalItems). */
  optional: field.bool(),
});
