import { feeItemsQueryOptions } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';

/** The class's extra fee items this term (docs/terms.md#charges). */
export function useFeeItems(classroomId: string) {
  return useQuery(feeItemsQueryOptions(classroomId));
}
