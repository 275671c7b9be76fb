import { countsAsPaid } from '../ledger/balance';
import type { Enrolment } from '../constants/school-records/enrolments';
import { studentMoney, type StudentMoneyKobo, type TermLedgerKobo } from '../ledger/balance';

/** The records the figures derive from, in integer kobo. */
interface FigureRecords {
  schools: readonly { id: string }[];
  classrooms: readonly { id: string; schoolId: string }[];
  students: readonly {
    id: string;
    schoolId: string;
    classroomId: string;
    enrolment: Enrolment;
  }[];
  /** Every school's terms; a term that is not closed is its school's current one. */
  terms: readonly { id: string; status: 'closed' | 'current' }[];
  /**
   * What a student was charged in a term, their charge lines summed: frozen for a closed term,
   * as they stand for the current one (chargeLines).
   */
  charges: readonly { studentId: string; termId: string; amountKobo: number }[];
  payments: readonly { studentId: string; termId: string; amountKobo: number; status: string }[];
}

interface GroupFigures {
  noOfStudents: number;
  /** The sum of the students' totalFeesExpected: brought forward plus this term's charges. */
  expectedKobo: number;
  /** The sum of the students' counted payments of this term. */
  paidKobo: number;
}

interface SchoolFigures extends GroupFigures {
  noOfClassrooms: number;
}

interface DerivedFigures {
  students: ReadonlyMap<string, StudentMoneyKobo>;
  classrooms: ReadonlyMap<string, GroupFigures>;
  schools: ReadonlyMap<string, SchoolFigures>;
}

function addTo<K, T>(map: Map<K, T>, key: K, add: (current: T) => T) {
  const current = map.get(key);
  if (current !== undefined) map.set(key, add(current));
}

/**
 * Each student's terms: what they were charged and what they paid in each. The API's recount
 * folds its rows with this too, so the two cannot count a term differently.
 */
export function termLedgers(
  records: Pick<FigureRecords, 'charges' | 'payments'>,
): Map<string, Map<string, TermLedgerKobo>> {
  const byStudent = new Map<string, Map<string, TermLedgerKobo>>();
  const termOf = (studentId: string, termId: string) => {
    const terms = byStudent.get(studentId) ?? new Map<string, TermLedgerKobo>();
    byStudent.set(studentId, terms);
    const term = terms.get(termId) ?? { chargesKobo: 0, paidKobo: 0 };
    terms.set(termId, term);
    return term;
  };
  for (const charge of records.charges) {
    termOf(charge.studentId, charge.termId).chargesKobo += charge.amountKobo;
  }
  for (const payment of records.payments) {
    // Only a received payment counts: not a pending checkout, not a voided entry.
    if (!countsAsPaid(payment)) continue;
    termOf(payment.studentId, payment.termId).paidKobo += payment.amountKobo;
  }
  return byStudent;
}

/**
 * Every figure from the records (docs/terms.md#a-students-figures): a student's brought forward,
 * expected, paid and balance by studentMoney over their terms; a classroom's counts and totals are
 * those of the students enrolled in it now, so a student moving class takes what they have paid
 * along; a school counts its enrolled students, but its money is that of all its students, leavers
 * included, whose arrears are still owed to it. The API's SQL recount is tested against this, and the guest demo computes its figures with it.
 */
export function deriveFigures(records: FigureRecords): DerivedFigures {
  const closed = new Set(
    records.terms.filter((term) => term.status === 'closed').map((term) => term.id),
  );
  const byStudent = termLedgers(records);
  const empty = { noOfStudents: 0, expectedKobo: 0, paidKobo: 0 };
  const schools = new Map(
    records.schools.map((school) => [school.id, { ...empty, noOfClassrooms: 0 }]),
  );
  const classrooms = new Map(records.classrooms.map((room) => [room.id, { ...empty }]));
  for (const room of records.classrooms) {
    addTo(schools, room.schoolId, (school) => ({
      ...school,
      noOfClassrooms: school.noOfClassrooms + 1,
    }));
  }
  const students = new Map<string, StudentMoneyKobo>();
  for (const student of records.students) {
    const terms = [...(byStudent.get(student.id) ?? new Map<string, TermLedgerKobo>())];
    const current = terms.find(([termId]) => !closed.has(termId))?.[1];
    const own = studentMoney(
      terms.filter(([termId]) => closed.has(termId)).map(([, term]) => term),
      current ?? { chargesKobo: 0, paidKobo: 0 },
    );
    students.set(student.id, own);
    const enrolled = student.enrolment === 'enrolled';
    const count = <T extends GroupFigures>(group: T): T => ({
      ...group,
      noOfStudents: group.noOfStudents + (enrolled ? 1 : 0),
      expectedKobo: group.expectedKobo + own.expectedKobo,
      paidKobo: group.paidKobo + own.paidKobo,
    });
    if (enrolled) addTo(classrooms, student.classroomId, count);
    addTo(schools, student.schoolId, count);
  }
  return { students, classrooms, schools };
}
