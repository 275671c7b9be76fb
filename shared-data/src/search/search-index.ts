import type { Classroom } from '../types/classroom';
import type { School } from '../types/school';
import type { SearchCollection, SearchEntry } from '../types/search-entry';
import type { Student } from '../types/student';

export interface SearchSources {
  schools: readonly School[];
  classrooms: readonly Classroom[];
  students: readonly Student[];
}

/** The top bar's searchable objects: every school, classroom and student of the user. */
export function buildSearchIndex({ schools, classrooms, students }: SearchSources): SearchEntry[] {
  const entry = (collection: SearchCollection, _id: string, name: string, schoolId: string) => ({
    name,
    _id,
    collection,
    schoolId,
  });
  return [
    ...schools.map((school) => entry('schools', school._id, school.name, school._id)),
    ...classrooms.map((room) => entry('classrooms', room._id, room.name, room.schoolId)),
    ...students.map((student) =>
      entry('students', student._id, student.fullname, student.schoolId),
    ),
  ];
}

/** Case-insensitive name match, so 'ada' finds 'Ada' (docs/routes.md#search). */
export function searchEntries(index: readonly SearchEntry[], text: string): SearchEntry[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  return index.filter((entry) => entry.name.toLowerCase().includes(wanted));
}

/**
 * Where a result leads (docs/routes.md#search): the record's page, e.g. /students/{id}; with no
 * school chosen, the school page instead — for a classroom or student, the school it belongs to,
 * since its own page needs a chosen school.
 */
export function searchEntryPath(entry: SearchEntry, schoolChosen = true): string {
  return schoolChosen ? `/${entry.collection}/${entry._id}` : `/schools/${entry.schoolId}`;
}
