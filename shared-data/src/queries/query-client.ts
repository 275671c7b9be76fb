import { QueryClient } from '@tanstack/react-query';
import { DataError, isRefusal } from '../sources/data-errors';

/** Errors a retry cannot fix: the answer would be the same. */
function worthRetrying(failureCount: number, error: unknown): boolean {
  if (isRefusal(error)) return false;
  if (error instanceof DataError && error.name === 'StorageError') return false;
  return failureCount < 2;
}

/**
 * The one cache for the whole page: the shell provides it and every remote shares it (the package
 * is a federation singleton), so a write in one remote refreshes the lists another shows.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: worthRetrying, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
