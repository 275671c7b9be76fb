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
  const entry = (collection: SearchCollection, _id: string, name: string) => ({
    name,
    _id,
    collection,
  });
  return [
    ...schools.map((school) => entry('schools', school._id, school.name)),
    ...classrooms.map((room) => entry('classrooms', room._id, room.name)),
    ...students.map((student) => entry('students', student._id, student.fullname)),
  ];
}

/** Case-insensitive name match (ARCHITECTURE corrects the spec's case-sensitive one). */
export function searchEntries(index: readonly SearchEntry[], text: string): SearchEntry[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  return index.filter((entry) => entry.name.toLowerCase().includes(wanted));
}

/** Where a result leads: the record's detail page, e.g. /students/{id}. */
export function searchEntryPath(entry: SearchEntry): string {
  return `/${entry.collection}/${entry._id}`;
}
