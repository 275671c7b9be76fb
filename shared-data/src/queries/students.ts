import { classroomKeys, schoolKeys, searchKeys, studentKeys } from './query-keys';
import { recordReads, recordWrites } from './record-queries';

const reads = recordReads('students', studentKeys);

/** Usually `{ filter: { schoolId } }`, or `{ classroomId }` for /students?classroom={id}. */
export const studentsQueryOptions = reads.list;
export const studentQueryOptions = reads.detail;
export const studentPagesQueryOptions = reads.pages;

/** Student writes change classroom and school counters and expected totals. */
const writes = recordWrites('students', [
  studentKeys.all,
  classroomKeys.all,
  schoolKeys.all,
  searchKeys.all,
]);

export const createStudentMutationOptions = writes.create;
export const updateStudentMutationOptions = writes.update;
export const deleteStudentMutationOptions = writes.remove;
