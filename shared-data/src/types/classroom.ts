import type { BaseRecord } from './base-record';

/** Amounts are naira. */
export interface Classroom extends BaseRecord {
  name: string;
  classTeacher: string;
  schoolName: string;
  schoolId: string;
  noOfStudents: number;
  /** Fee per child before discount. */
  classFees: number;
  /** Sum of the expected fees (after discount) of the classroom's students. */
  totalFeesExpected: number;
  /** Sum of the fees paid by the classroom's students. */
  totalFees: number;
}
