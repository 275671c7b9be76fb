import { schoolQueryOptions, termLabel, termsQueryOptions, type Student } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';
import { payLinkMessage } from './pay-link-message';

/** The message for `url`, a pay link of `student`, once the school and its current term are known. */
export function usePayLinkMessage(student: Student, url: string | null): string | null {
  const school = useQuery(schoolQueryOptions(student.schoolId));
  const terms = useQuery(termsQueryOptions(student.schoolId));
  const current = terms.data?.find((term) => term.status === 'current');
  if (!url || !school.data || !current) return null;
  return payLinkMessage({ student, schoolName: school.data.name, term: termLabel(current), url });
}
