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
