import { schoolQueryOptions, termLabel, termsQueryOptions } from '@fees/shared-data';
import type { Student } from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';
import { earlierTermsLabel, payLinkMessage } from './pay-link-message';

/**
 * The message for `url`, a pay link of `student`, once the student, their school and its current
 * term are known.
 */
export function usePayLinkMessage(student: Student | undefined, url: string | null): string | null {
  const schoolId = student?.schoolId ?? '';
  const school = useQuery({ ...schoolQueryOptions(schoolId), enabled: student !== undefined });
  const terms = useQuery({ ...termsQueryOptions(schoolId), enabled: student !== undefined });
  const current = terms.data?.find((term) => term.status === 'current');
  if (!student || !url || !school.data || !current) return null;
  return payLinkMessage({
    student,
    schoolName: school.data.name,
    term: termLabel(current),
    earlier: earlierTermsLabel(terms.data ?? [], current),
    url,
  });
}
