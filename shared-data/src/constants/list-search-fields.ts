import type { CollectionName } from '../types/collections';

/**
 * The field a list's `q` matches, case-insensitively, as a substring. Shared so the API and the
 * guest source answer the same `q` the same way (payments: SPEC §2 "search by student name").
 */
export const LIST_SEARCH_FIELDS = {
  users: 'email',
  schools: 'name',
  classrooms: 'name',
  students: 'fullname',
  payments: 'studentName',
} as const satisfies Record<CollectionName, string>;
