import { array, object, type InferType } from 'yup';
import { field } from '../record-shape';

const RUN_STATES = ['queued', 'running', 'done'] as const;

/**
 * How giving every family and every student in no family a transfer account goes
 * (docs/transfers.md#giving-every-family-one): how many are done of how many, and who could not
 * be given one and why.
 */
export const transferAccountRunRecord = object({
  state: field.text().oneOf(RUN_STATES),
  total: field.whole(),
  done: field.whole(),
  failed: array(object({ label: field.text(), message: field.text() })).defined(),
  requestedAt: field.text().meta({ jsonSchema: { format: 'date-time' } }),
  /** Null until it is done. */
  finishedAt: field
    .text()
    .nullable()
    .meta({ jsonSchema: { format: 'date-time' } }),
});

export type TransferAccountRun = InferType<typeof transferAccountRunRecord>;
