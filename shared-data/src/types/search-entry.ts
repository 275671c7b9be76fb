export type SearchCollection = 'schools' | 'classrooms' | 'students' | 'payments';

/** One object the top bar's search finds. */
export interface SearchEntry {
  /** What it is known by: a name, or a receipt's number. */
  name: string;
  _id: string;
  collection: SearchCollection;
  /** The school it belongs to (a school's own _id), where a result leads when none is chosen. */
  schoolId: string;
  /** Whose it is: a receipt's student; '' for the rest. */
  student: string;
  /** The class it is in: a student's, or a receipt's when it was paid; '' for the rest. */
  classroom: string;
  /** The school's name; '' for a school itself. */
  school: string;
  /** A student's parent phone as the world dials it ('2348031234567'); '' when none is read. */
  phone: string;
}
