import { array, object } from 'yup';
import { field } from './record-shape';

/**
 * What is due now on a student or a family (docs/due-dates.md): `dueNow` in naira, never below 0,
 * `what` saying what it adds up; `overdueSince` the first due day not met, null when none is.
 */
export function dueFields(what: string) {
  return {
    dueNow: field.amount().meta({ jsonSchema: { description: `${what}, naira; never below 0` } }),
    overdueSince: field
      .text()
      .nullable()
      .defined()
      .meta({
        jsonSchema: {
          description:
            "The first due day not met (YYYY-MM-DD), a family's earliest child's; null when none is",
        },
      }),
  };
}

/**
 * What is still unmet of each due day, earliest first, naira: what a parent reads is left and by
 * when (docs/due-dates.md#what-a-parent-reads); empty when nothing is.
 */
export const unmetInstalmentsField = () =>
  array(object({ dueOn: field.text(), amount: field.amount() }))
    .defined()
    .meta({ jsonSchema: { description: 'Unmet per due day (YYYY-MM-DD), naira, earliest first' } });
