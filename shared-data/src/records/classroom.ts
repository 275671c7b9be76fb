import { field, recordShape } from './record-shape';

/** Amounts are naira; the totals sum the classroom's enrolled students (docs/terms.md). */
export const classroomRecord = recordShape({
  name: field.text(),
  classTeacher: field.text(),
  schoolName: field.text(),
  schoolId: field.text(),
  noOfStudents: field.whole(),
  /** Fee per child before discount. */
  classFees: field.amount(),
  /** Sum of the expected fees (after discount) of the classroom's students. */
  totalFeesExpected: field.amount(),
  /** Sum of the fees paid by the classroom's students. */
  totalFees: field.amount(),
});
