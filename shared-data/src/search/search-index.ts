import { internationalPhone } from '../format/people/phone';
import type { Classroom } from '../types/classroom';
import type { Payment } from '../types/payment';
import type { School } from '../types/school';
import type { SearchEntry } from '../types/search-entry';
import type { Student } from '../types/student';

export interface SearchSources {
  schools: readonly School[];
  classrooms: readonly Classroom[];
  students: readonly Student[];
}

const unplaced = { student: '', classroom: '', school: '', phone: '' };

/**
 * The top bar's searchable objects: every school, classroom and student of the user, each with the
 * class and school it belongs to, so two alike are told apart (docs/routes.md#search).
 */
export function buildSearchIndex({ schools, classrooms, students }: SearchSources): SearchEntry[] {
  const schoolNames = new Map(schools.map((school) => [school._id, school.name]));
  const schoolOf = (schoolId: string) => schoolNames.get(schoolId) ?? '';
  return [
    ...schools.map((school) => ({
      ...unplaced,
      name: school.name,
      _id: school._id,
      collection: 'schools' as const,
      schoolId: school._id,
    })),
    ...classrooms.map((room) => ({
      ...unplaced,
      name: room.name,
      _id: room._id,
      collection: 'classrooms' as const,
      schoolId: room.schoolId,
      school: schoolOf(room.schoolId),
    })),
    ...students.map((student) => ({
      ...unplaced,
      name: student.fullname,
      _id: student._id,
      collection: 'students' as const,
      schoolId: student.schoolId,
      classroom: student.classroom,
      school: schoolOf(student.schoolId),
      phone: internationalPhone(student.phoneNo) ?? '',
    })),
  ];
}

/**
 * Case-insensitive name match, so 'ada' finds 'Ada'; a parent's phone, however it is typed, finds
 * their children (docs/routes.md#search).
 */
export function searchEntries(index: readonly SearchEntry[], text: string): SearchEntry[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  const phone = internationalPhone(text);
  return index.filter(
    (entry) =>
      entry.name.toLowerCase().includes(wanted) || (phone !== null && entry.phone === phone),
  );
}

/**
 * The text to look receipts up by, or null: a receipt number always holds digits ('SKA-000123'),
 * so a name typed asks the server nothing.
 */
export function receiptSearchText(text: string): string | null {
  const wanted = text.trim();
  return /\d/.test(wanted) ? wanted : null;
}

/** Payments found by their receipt number, as results naming the student, class and school. */
export function receiptEntries(
  payments: readonly Payment[],
  index: readonly SearchEntry[],
): SearchEntry[] {
  const schoolNames = new Map(
    index.filter((entry) => entry.collection === 'schools').map((entry) => [entry._id, entry.name]),
  );
  return payments.map((payment) => ({
    ...unplaced,
    name: payment.receiptNo,
    _id: payment._id,
    collection: 'payments',
    schoolId: payment.schoolId,
    student: payment.studentName,
    classroom: payment.studentClass,
    school: schoolNames.get(payment.schoolId) ?? '',
  }));
}

/**
 * Where a result leads (docs/routes.md#search): the record's page, e.g. /students/{id} or a
 * receipt's /payments/{id}; with no school chosen, the school page instead — for anything but a
 * school, the school it belongs to, since its own page needs a chosen school.
 */
export function searchEntryPath(entry: SearchEntry, schoolChosen = true): string {
  return schoolChosen ? `/${entry.collection}/${entry._id}` : `/schools/${entry.schoolId}`;
}
