import type { InferType } from 'yup';
import type { schoolRecord } from '../records/school';

/**
 * Stored values; 'Tetiary' keeps the old product's spelling for data compatibility and is shown as
 * 'Tertiary' (docs/schools.md#levels).
 */
export type SchoolLevel = 'Primary' | 'Secondary' | 'Tetiary' | 'Other';

/** A school, as its shape `schoolRecord` says. Amounts are naira. */
export interface School extends InferType<typeof schoolRecord> {}
