import { SCHOOL_LEVELS } from '../constants/school-records/levels';
import { SCHOOL_ROLES, type SchoolRole } from '../constants/staff';
import type { SchoolLevel } from '../types/school';
import { object } from 'yup';
import { SIBLING_ORDERS, type SiblingOrder } from '../ledger/charges/sibling-discount';
import { field, recordShape } from './record-shape';

/** Amounts are naira. Counters and totals are owned by the data layer, never sent by a form. */
export const schoolRecord = recordShape({
  name: field.text(),
  address: field.text(),
  level: field.text().oneOf<SchoolLevel>(SCHOOL_LEVELS),
  ownerId: field.text(),
  noOfStudents: field.whole(),
  noOfClassrooms: field.whole(),
  /** Fees paid by the school's students, leavers included (docs/terms.md). */
  totalFees: field.amount(),
  /** What the school's students are expected to pay, for its paid ÷ expected percentage. */
  totalFeesExpected: field.amount(),
  /**
   * Percentages off the class fee for a family's second child and each after, counted by age or
   * class (docs/families.md#sibling-discount); both 0 when the school gives none.
   */
  siblingDiscount: object({
    second: field.amount(),
    later: field.amount(),
    order: field.text().oneOf<SiblingOrder>(SIBLING_ORDERS),
  }).defined(),
  /** The signed-in person's role there (docs/staff.md): what its screens offer them. */
  role: field.text().oneOf<SchoolRole>(SCHOOL_ROLES),
});
