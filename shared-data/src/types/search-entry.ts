export type SearchCollection = 'schools' | 'classrooms' | 'students';

/** One object the top bar's search finds. */
export interface SearchEntry {
  name: string;
  _id: string;
  collection: SearchCollection;
  /** The school it belongs to (a school's own _id), where a result leads when none is chosen. */
  schoolId: string;
}
