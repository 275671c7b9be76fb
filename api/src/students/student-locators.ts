import type { SchoolLocator } from '../plugins/access/access';
import { findStudent } from './students-repository';
import type { StudentRow } from './students-schemas';

/** A route under /api/students/:id. */
export const studentInParams: SchoolLocator<StudentRow> = {
  noun: 'Student',
  find: (db, userId, request) => findStudent(db, userId, (request.params as { id: string }).id),
  schoolOf: (student) => student.schoolId,
};
