import type { Student } from '@fees/shared-data/core';

/** A student's class as lists show it: a leaver's is the class they left (docs/terms.md#next-term). */
export function classLabel(student: Pick<Student, 'enrolment' | 'classroom'>): string {
  return student.enrolment === 'left' ? `Left (${student.classroom})` : student.classroom;
}
