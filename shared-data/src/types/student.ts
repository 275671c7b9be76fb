import type { InferType } from 'yup';
import type { studentRecord } from '../records/student';

export type Sex = 'Male' | 'Female';

/** A student, as its shape `studentRecord` says. Amounts are naira. */
export interface Student extends InferType<typeof studentRecord> {}
