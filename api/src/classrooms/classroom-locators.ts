import type { SchoolLocator } from '../plugins/access/access';
import { findClassroom } from './classrooms-repository';
import type { ClassroomRow } from './classrooms-schemas';

/** A route under /api/classrooms/:id. */
export const classroomInParams: SchoolLocator<ClassroomRow> = {
  noun: 'Classroom',
  find: (db, userId, request) => findClassroom(db, userId, (request.params as { id: string }).id),
  schoolOf: (classroom) => classroom.schoolId,
};
