import { deriveFigures } from '../figures/school-figures';
import { toKobo, toNaira } from '../format/money';
import type { Classroom } from '../types/classroom';
import type { Payment } from '../types/payment';
import type { School } from '../types/school';
import type { Student } from '../types/student';

export interface SchoolRecords {
  schools: School[];
  classrooms: Classroom[];
  students: Student[];
  payments: Payment[];
}

const NONE = { noOfClassrooms: 0, noOfStudents: 0, expectedKobo: 0, paidKobo: 0 };

/**
 * Derives every counter and total from the records with the same rules as the API (deriveFigures),
 * so guest writes cannot drift.
 */
export function recomputeTotals(records: SchoolRecords): SchoolRecords {
  const figures = deriveFigures({
    schools: records.schools.map((school) => ({ id: school._id })),
    classrooms: records.classrooms.map((room) => ({
      id: room._id,
      schoolId: room.schoolId,
      classFeesKobo: toKobo(room.classFees),
    })),
    students: records.students.map((student) => ({ ...student, id: student._id })),
    payments: records.payments.map((payment) => ({
      ...payment,
      amountKobo: toKobo(payment.amount),
    })),
  });
  const totals = (own: Omit<typeof NONE, 'noOfClassrooms'>) => ({
    noOfStudents: own.noOfStudents,
    totalFees: toNaira(own.paidKobo),
    totalFeesExpected: toNaira(own.expectedKobo),
  });
  return {
    schools: records.schools.map((school) => {
      const own = figures.schools.get(school._id) ?? NONE;
      return { ...school, ...totals(own), noOfClassrooms: own.noOfClassrooms };
    }),
    classrooms: records.classrooms.map((room) => ({
      ...room,
      ...totals(figures.classrooms.get(room._id) ?? NONE),
    })),
    students: records.students.map((student) => {
      const own = figures.students.get(student._id) ?? NONE;
      return {
        ...student,
        totalPaidFees: toNaira(own.paidKobo),
        totalFeesExpected: toNaira(own.expectedKobo),
      };
    }),
    payments: records.payments,
  };
}
