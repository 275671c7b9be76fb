import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

/** Marks every query under these keys stale, refetching the ones on screen. */
export async function invalidate(...queryKeys: readonly QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
