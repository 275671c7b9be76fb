import { classroomKeys, schoolKeys, searchKeys, studentKeys } from '../query-keys';
import { recordReads, recordWrites } from '../record-queries';

const reads = recordReads('classrooms', classroomKeys);

/** Usually `{ filter: { schoolId } }` for the chosen school. */
export const classroomsQueryOptions = reads.list;
export const classroomQueryOptions = reads.detail;

/** Classroom writes change school counters and the class name and fees students show. */
const writes = recordWrites('classrooms', [
  classroomKeys.all,
  studentKeys.all,
  schoolKeys.all,
  searchKeys.all,
]);

export const createClassroomMutationOptions = writes.create;
export const updateClassroomMutationOptions = writes.update;
export const deleteClassroomMutationOptions = writes.remove;
