import type { BaseRecord } from './base-record';

export type Sex = 'Male' | 'Female';

/** Amounts are naira. */
export interface Student extends BaseRecord {
  /** Last name then first name (ARCHITECTURE: one order everywhere). */
  fullname: string;
  /** The classroom's name, as SPEC §3 keeps it for display. */
  classroom: string;
  /** Not in SPEC §3: the classroom's _id, so lists filter by id and a renamed class stays linked. */
  classroomId: string;
  age: number;
  sex: Sex;
  /** Percentage 0–100 off the class fee. */
  discount: number;
  /** The parent's phone number. */
  phoneNo: string;
  totalPaidFees: number;
  /** classFees × (1 − discount / 100). */
  totalFeesExpected: number;
  schoolId: string;
}
