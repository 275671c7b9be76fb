import { statementQueryOptions } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';

/** Every term the student was charged in, with the running balance (docs/terms.md#statement). */
export function useStatement(studentId: string) {
  return useQuery(statementQueryOptions(studentId));
}
