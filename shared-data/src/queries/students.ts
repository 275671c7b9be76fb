import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CreateInputs, ListParams, UpdateInputs } from '../sources/data-source';
import { getSource } from '../sources/get-source';
import type { Student } from '../types/student';
import { invalidate } from './invalidate';
import { classroomKeys, schoolKeys, searchKeys, studentKeys } from './query-keys';

/** Usually `{ filter: { schoolId } }`, or `{ classroomId }` for /students?classroom={id}. */
export function studentsQueryOptions(params: ListParams<Student> = {}) {
  return queryOptions({
    queryKey: studentKeys.list(params),
    queryFn: () => getSource().list('students', params),
  });
}

export function studentQueryOptions(id: string) {
  return queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: () => getSource().get('students', id),
  });
}

/** Student writes change classroom and school counters and expected totals. */
const affected = [studentKeys.all, classroomKeys.all, schoolKeys.all, searchKeys.all] as const;

export function createStudentMutationOptions() {
  return mutationOptions({
    mutationFn: ({ input, password }: { input: CreateInputs['students']; password: string }) =>
      getSource().create('students', input, password),
    onSuccess: () => invalidate(...affected),
  });
}

export function updateStudentMutationOptions() {
  return mutationOptions({
    mutationFn: ({
      id,
      input,
      password,
    }: {
      id: string;
      input: UpdateInputs['students'];
      password: string;
    }) => getSource().update('students', id, input, password),
    onSuccess: () => invalidate(...affected),
  });
}

export function deleteStudentMutationOptions() {
  return mutationOptions({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      getSource().remove('students', id, password),
    onSuccess: () => invalidate(...affected),
  });
}
