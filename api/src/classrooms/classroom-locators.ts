import type { SchoolLocator } from '../plugins/access';
import { findClassroom } from './classrooms-repository';

/** A route under /api/classrooms/:id: the classroom's school. */
export const classroomInParams: SchoolLocator = {
  noun: 'Classroom',
  async schoolOf(db, userId, request) {
    const { id } = request.params as { id: string };
    return (await findClassroom(db, userId, id))?.schoolId ?? null;
  },
};
