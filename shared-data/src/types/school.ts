import type { BaseRecord } from './base-record';

/**
 * Stored values; 'Tetiary' keeps the old product's spelling for data compatibility and is shown as
 * 'Tertiary' (docs/schools.md#levels).
 */
export type SchoolLevel = 'Primary' | 'Secondary' | 'Tetiary' | 'Other';

/** Amounts are naira. Counters and totals are owned by the data layer, never sent by a form. */
export interface School extends BaseRecord {
  name: string;
  address: string;
  level: SchoolLevel;
  ownerId: string;
  noOfStudents: number;
  noOfClassrooms: number;
  /** Fees paid by the school's current students. */
  totalFees: number;
  /** What the school's current students are expected to pay, for its paid ÷ expected percentage. */
  totalFeesExpected: number;
}
