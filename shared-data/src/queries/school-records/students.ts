import { mutationOptions } from '@tanstack/react-query';
import { getSource } from '../../sources/get-source';
import type { StudentImportRow } from '../../validation/school-records/student-schemas';
import { invalidate } from '../invalidate';
import { classroomKeys, schoolKeys, searchKeys, studentKeys } from '../query-keys';
import { recordReads, recordWrites } from '../record-queries';

const reads = recordReads('students', studentKeys);

/** Usually `{ filter: { schoolId } }`, or `{ classroomId }` for /students?classroom={id}. */
export const studentsQueryOptions = reads.list;
export const studentQueryOptions = reads.detail;
export const studentPagesQueryOptions = reads.pages;

/** Student writes change classroom and school counters and expected totals. */
const affected = [studentKeys.all, classroomKeys.all, schoolKeys.all, searchKeys.all] as const;
const writes = recordWrites('students', affected);

export const createStudentMutationOptions = writes.create;
export const updateStudentMutationOptions = writes.update;
export const deleteStudentMutationOptions = writes.remove;

/** A whole file of students in one school, all or none; refreshes what a create does. */
export function importStudentsMutationOptions() {
  return mutationOptions({
    mutationFn: ({
      schoolId,
      rows,
      password,
    }: {
      schoolId: string;
      rows: StudentImportRow[];
      password: string;
    }) => getSource().importStudents(schoolId, rows, password),
    onSuccess: () => invalidate(...affected),
  });
}

/** The owner approves a bursar's waiting edit: it applies, and every figure it moves reloads. */
export function approveStudentChangeMutationOptions() {
  return mutationOptions({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      getSource().approveStudentChange(id, password),
    onSuccess: () => invalidate(...affected),
  });
}

/** The owner declines it with a reason: nothing of it applies, the student shows why. */
export function declineStudentChangeMutationOptions() {
  return mutationOptions({
    mutationFn: ({ id, reason, password }: { id: string; reason: string; password: string }) =>
      getSource().declineStudentChange(id, reason, password),
    onSuccess: () => invalidate(studentKeys.all),
  });
}
