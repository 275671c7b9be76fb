import type { SchoolLocator } from '../plugins/access';
import { findStudent } from './students-repository';

/** A route under /api/students/:id: the student's school. */
export const studentInParams: SchoolLocator = {
  noun: 'Student',
  async schoolOf(db, userId, request) {
    const { id } = request.params as { id: string };
    return (await findStudent(db, userId, id))?.schoolId ?? null;
  },
};
