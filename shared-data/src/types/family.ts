import type { InferType } from 'yup';
import type { familyRecord } from '../records/family';

/** A family, as its shape `familyRecord` says. Amounts are naira. */
export interface Family extends InferType<typeof familyRecord> {}
