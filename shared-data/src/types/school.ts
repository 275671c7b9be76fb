import type { BaseRecord } from './base-record';

/** Stored values; 'Tetiary' keeps the spec's spelling for data compatibility (shown as 'Tertiary'). */
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
  /** Not in SPEC §3: added so the school's paid ÷ expected percentage can be computed (ARCHITECTURE). */
  totalFeesExpected: number;
}
