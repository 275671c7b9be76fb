import type { ReactNode } from 'react';
import { LoadingBox } from '../loading-box/loading-box';
import { LoadError } from './load-error';

export type LoadedProps<T> = {
  /** A query's state: TanStack Query's result, or a hook's with the same three fields. */
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  /** What is loading, for the failure's message, e.g. 'the students'. */
  what: string;
  /** What shows once the data is here. */
  children: (data: T) => ReactNode;
};

/**
 * A query's data once it is here; until then that it is loading, or why it failed with Retry.
 * Data already shown stays when a later refetch fails, so a blip never blanks a list.
 */
export function Loaded<T>({ query, what, children }: LoadedProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <LoadingBox />;
}
