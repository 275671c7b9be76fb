import { PAYMENT_STATUS } from '../constants/payments';
import { expectedFeeKobo } from '../format/fees';

/** The records the figures derive from, in integer kobo. */
interface FigureRecords {
  schools: readonly { id: string }[];
  classrooms: readonly { id: string; schoolId: string; classFeesKobo: number }[];
  students: readonly { id: string; schoolId: string; classroomId: string; discount: number }[];
  payments: readonly { studentId: string; amountKobo: number; status: string }[];
}

interface StudentFigures {
  expectedKobo: number;
  paidKobo: number;
}

interface ClassroomFigures extends StudentFigures {
  noOfStudents: number;
}

interface SchoolFigures extends ClassroomFigures {
  noOfClassrooms: number;
}

interface DerivedFigures {
  students: ReadonlyMap<string, StudentFigures>;
  classrooms: ReadonlyMap<string, ClassroomFigures>;
  schools: ReadonlyMap<string, SchoolFigures>;
}

function addTo<K, T>(map: Map<K, T>, key: K, add: (current: T) => T) {
  const current = map.get(key);
  if (current !== undefined) map.set(key, add(current));
}

/**
 * Every figure from the records (docs/students.md, Fees): a student is expected their class fee
 * after discount and has paid the sum of their recorded payments; a classroom's and a school's
 * counts and totals, expected and paid, are those of the students enrolled there now, so a student
 * moving class takes what they have paid along. The API's SQL recount is tested against this, and
 * the guest demo computes its figures with it.
 */
export function deriveFigures(records: FigureRecords): DerivedFigures {
  const classFees = new Map(records.classrooms.map((room) => [room.id, room.classFeesKobo]));
  const paid = new Map<string, number>();
  for (const payment of records.payments) {
    // Only a received payment counts: not a pending checkout, not a voided entry.
    if (payment.status !== PAYMENT_STATUS.paid) continue;
    paid.set(payment.studentId, (paid.get(payment.studentId) ?? 0) + payment.amountKobo);
  }
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
  const students = new Map<string, StudentFigures>();
  for (const student of records.students) {
    const own = {
      expectedKobo: expectedFeeKobo(classFees.get(student.classroomId) ?? 0, student.discount),
      paidKobo: paid.get(student.id) ?? 0,
    };
    students.set(student.id, own);
    const enrol = <T extends ClassroomFigures>(group: T): T => ({
      ...group,
      noOfStudents: group.noOfStudents + 1,
      expectedKobo: group.expectedKobo + own.expectedKobo,
      paidKobo: group.paidKobo + own.paidKobo,
    });
    addTo(classrooms, student.classroomId, enrol);
    addTo(schools, student.schoolId, enrol);
  }
  return { students, classrooms, schools };
}
