import type { Classroom } from './classroom';
import type { Payment } from './payment';
import type { School } from './school';
import type { Student } from './student';
import type { User } from './user';

/** The record type stored under each collection name (API path segment and storage key). */
export interface CollectionRecords {
  users: User;
  schools: School;
  classrooms: Classroom;
  students: Student;
  payments: Payment;
}

export type CollectionName = keyof CollectionRecords;

export const COLLECTION_NAMES = [
  'users',
  'schools',
  'classrooms',
  'students',
  'payments',
] as const satisfies readonly CollectionName[];
