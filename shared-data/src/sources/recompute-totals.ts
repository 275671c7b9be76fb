import { expectedFee, sumNaira } from '../format/fees';
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

function groupAmounts<T>(
  items: readonly T[],
  key: (item: T) => string,
  amount: (item: T) => number,
) {
  const groups = new Map<string, number[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(amount(item));
    groups.set(key(item), list);
  }
  return (id: string) => sumNaira(groups.get(id) ?? []);
}

function countBy<T>(items: readonly T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return (id: string) => counts.get(id) ?? 0;
}

/**
 * Derives every counter and total from the records, so guest writes cannot drift. A student's paid
 * total is summed from their payments; a classroom's and a school's totals, paid and expected,
 * are those of the students enrolled there now, as the API counts them, so a student moving class
 * takes what they have paid along.
 */
export function recomputeTotals(records: SchoolRecords): SchoolRecords {
  const { schools, payments } = records;
  const classFees = new Map(records.classrooms.map((room) => [room._id, room.classFees]));
  const students = records.students.map((student) => ({
    ...student,
    totalFeesExpected: expectedFee(classFees.get(student.classroomId) ?? 0, student.discount),
    totalPaidFees: 0,
  }));
  const paidByStudent = groupAmounts(
    payments,
    (p) => p.studentId,
    (p) => p.amount,
  );
  const expectedByClassroom = groupAmounts(
    students,
    (s) => s.classroomId,
    (s) => s.totalFeesExpected,
  );
  const expectedBySchool = groupAmounts(
    students,
    (s) => s.schoolId,
    (s) => s.totalFeesExpected,
  );
  const enrolled = students.map((student) => ({
    ...student,
    totalPaidFees: paidByStudent(student._id),
  }));
  const paidByClassroom = groupAmounts(
    enrolled,
    (s) => s.classroomId,
    (s) => s.totalPaidFees,
  );
  const paidBySchool = groupAmounts(
    enrolled,
    (s) => s.schoolId,
    (s) => s.totalPaidFees,
  );
  const studentsInClassroom = countBy(students, (s) => s.classroomId);
  const studentsInSchool = countBy(students, (s) => s.schoolId);
  const classroomsInSchool = countBy(records.classrooms, (c) => c.schoolId);

  return {
    schools: schools.map((school) => ({
      ...school,
      noOfStudents: studentsInSchool(school._id),
      noOfClassrooms: classroomsInSchool(school._id),
      totalFees: paidBySchool(school._id),
      totalFeesExpected: expectedBySchool(school._id),
    })),
    classrooms: records.classrooms.map((room) => ({
      ...room,
      noOfStudents: studentsInClassroom(room._id),
      totalFees: paidByClassroom(room._id),
      totalFeesExpected: expectedByClassroom(room._id),
    })),
    students: enrolled,
    payments,
  };
}
