import { deriveFigures } from '../figures/school-figures';
import { chargesTotalKobo } from '../ledger/charges/charges';
import { toKobo, toNaira } from '../format/money/money';
import type { GuestData } from './guest-storage';
import { currentChargeLines, currentTerm, siblingDiscountsOf } from './guest/guest-ledger';

const NONE = { noOfClassrooms: 0, noOfStudents: 0, expectedKobo: 0, paidKobo: 0 };
const NO_MONEY = { broughtForwardKobo: 0, expectedKobo: 0, paidKobo: 0, balanceKobo: 0 };

/** What the figures are derived from: every collection and the ledger but the users. */
export type SchoolRecords = Omit<GuestData, 'users' | 'families'>;

/**
 * Derives every counter and total from the records with the same rules as the API (deriveFigures
 * over each student's terms: the closed terms' frozen charges, the current term's charges as they
 * stand), so guest writes cannot drift.
 */
export function recomputeTotals<R extends SchoolRecords>(records: R): R {
  const siblingDiscounts = siblingDiscountsOf(records);
  const current = records.students.map((student) => ({
    studentId: student._id,
    termId: currentTerm(records, student.schoolId)._id,
    amountKobo: chargesTotalKobo(currentChargeLines(records, student, siblingDiscounts)),
  }));
  const figures = deriveFigures({
    schools: records.schools.map((school) => ({ id: school._id })),
    classrooms: records.classrooms.map((room) => ({ id: room._id, schoolId: room.schoolId })),
    students: records.students.map((student) => ({ ...student, id: student._id })),
    terms: records.terms.map((term) => ({ id: term._id, status: term.status })),
    charges: [
      ...records.termCharges.map((charged) => ({
        studentId: charged.studentId,
        termId: charged.termId,
        amountKobo: chargesTotalKobo(charged.lines),
      })),
      ...current,
    ],
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
    ...records,
    schools: records.schools.map((school) => {
      const own = figures.schools.get(school._id) ?? NONE;
      return { ...school, ...totals(own), noOfClassrooms: own.noOfClassrooms };
    }),
    classrooms: records.classrooms.map((room) => ({
      ...room,
      ...totals(figures.classrooms.get(room._id) ?? NONE),
    })),
    students: records.students.map((student) => {
      const own = figures.students.get(student._id) ?? NO_MONEY;
      return {
        ...student,
        broughtForward: toNaira(own.broughtForwardKobo),
        totalPaidFees: toNaira(own.paidKobo),
        totalFeesExpected: toNaira(own.expectedKobo),
        balance: toNaira(own.balanceKobo),
      };
    }),
  };
}
