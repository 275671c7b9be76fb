export type SearchCollection = 'schools' | 'classrooms' | 'students';

/** One searchable object (SPEC §2 top bar). */
export interface SearchEntry {
  name: string;
  _id: string;
  collection: SearchCollection;
  /** The school it belongs to (a school's own _id), where a result leads when none is chosen. */
  schoolId: string;
}
