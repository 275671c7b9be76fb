export type SearchCollection = 'schools' | 'classrooms' | 'students';

/** One searchable object (SPEC §2 top bar). */
export interface SearchEntry {
  name: string;
  _id: string;
  collection: SearchCollection;
}
