import { studentSubject, type AuditAction } from '@fees/shared-data/core';
import type { AuditActor, AuditEntry } from '../audit';
import type { StudentRow } from './students-schemas';

/** The audit log's line for something done to a student, named 'Okafor Ada (Primary1)'. */
export function studentAuditLine(
  actor: AuditActor,
  action: AuditAction,
  student: Pick<StudentRow, 'schoolId' | 'fullname' | 'classroomName'>,
): AuditEntry {
  return {
    schoolId: student.schoolId,
    actor,
    action,
    subject: studentSubject({ fullname: student.fullname, classroom: student.classroomName }),
  };
}
