import type { CollectionName } from '../types/collections';

/**
 * The fields a list's `q` matches, case-insensitively, as a substring of any of them. Shared so the
 * API and the guest source answer the same `q` the same way: payments by student name, and by
 * depositor name too.
 */
export const LIST_SEARCH_FIELDS = {
  users: ['email'],
  schools: ['name'],
  classrooms: ['name'],
  students: ['fullname'],
  payments: ['studentName', 'depositorName'],
} as const satisfies Record<CollectionName, readonly string[]>;
