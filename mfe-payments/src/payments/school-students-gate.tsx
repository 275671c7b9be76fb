import { useCurrentSchool, type Student } from '@fees/shared-data';
import { CurrentSchoolFallback, LoadError, LoadingBox } from '@fees/shared-ui';
import type { ReactNode } from 'react';
import { useSchoolStudents } from './use-school-students';

export type SchoolStudentsGateProps = {
  /** What the fallback says a school is needed for, e.g. 'record a payment to it'. */
  purpose: string;
  /** The form, once every student of the current school has loaded. */
  children: (students: Student[]) => ReactNode;
};

/**
 * What the payment forms stand on: the current school and all its students. Until then it says
 * what is missing: no school chosen, the students loading, or a failure with Retry.
 */
export function SchoolStudentsGate({ purpose, children }: SchoolStudentsGateProps) {
  const current = useCurrentSchool();
  const roster = useSchoolStudents(current.school?._id);
  if (!current.school) return <CurrentSchoolFallback current={current} purpose={purpose} />;
  if (roster.isPending) return <LoadingBox />;
  if (roster.error) {
    return <LoadError what="the students" error={roster.error} onRetry={roster.refetch} />;
  }
  return children(roster.students);
}
