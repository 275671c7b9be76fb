import type { BaseRecord } from './base-record';

export type Sex = 'Male' | 'Female';

/** Amounts are naira. */
export interface Student extends BaseRecord {
  /** Last name then first name, one order everywhere (docs/students.md). */
  fullname: string;
  /**
   * The classroom's name, for display. The API answers with this name under `classroom` but takes
   * the classroom's _id under `classroom` in a body and a list filter; records and stored guest
   * data keep the name here, so the id has its own field below.
   */
  classroom: string;
  /** The classroom's _id, so lists filter by id and a renamed class stays linked. */
  classroomId: string;
  age: number;
  sex: Sex;
  /** Percentage 0–100 off the class fee. */
  discount: number;
  /** The parent's phone number. */
  phoneNo: string;
  /** The parent's e-mail for pay links and reminders; '' when unknown. */
  parentEmail: string;
  /** Counted payments of the current term. */
  totalPaidFees: number;
  /**
   * broughtForward plus this term's charges: the class fee less the discount, and the class's
   * required fee items and the optional ones this student takes (docs/terms.md).
   */
  totalFeesExpected: number;
  /** Charges of closed terms less their counted payments; negative is a credit. */
  broughtForward: number;
  /** totalFeesExpected − totalPaidFees; negative is a credit. */
  balance: number;
  /** The class's optional fee items this student takes, by _id. */
  optionalItems: string[];
  /** 'left' once a new session moved the student out of the school (docs/terms.md#next-term). */
  enrolment: 'enrolled' | 'left';
  schoolId: string;
}
