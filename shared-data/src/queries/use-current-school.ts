import { useQuery } from '@tanstack/react-query';
import { useCurrentSchoolStore } from '../stores/current-school-store';
import { schoolQueryOptions } from './schools';

/** The chosen school's record, or none when no school is chosen. */
export function useCurrentSchool() {
  const schoolId = useCurrentSchoolStore((state) => state.schoolId);
  const query = useQuery({ ...schoolQueryOptions(schoolId ?? ''), enabled: schoolId !== null });
  return { schoolId, school: schoolId ? query.data : undefined, query };
}
