import { useQuery } from '@tanstack/react-query';
import { roleMay, type SchoolAction } from '../constants/staff';
import { schoolQueryOptions } from './schools';

/**
 * Whether the signed-in person's role in the school allows `action` (docs/staff.md#the-roles), to
 * offer only what they may do; false until the school is read. The server decides all the same.
 */
export function useRoleMay(schoolId: string | undefined, action: SchoolAction): boolean {
  const { data } = useQuery({
    ...schoolQueryOptions(schoolId ?? ''),
    enabled: schoolId !== undefined && schoolId !== '',
  });
  return roleMay(data?.role, action);
}
