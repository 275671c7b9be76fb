import { NOT_FOUND_PAGE_NAME, PAGE_NAMES } from '@fees/shared-data';
import { usePageTitle } from '../page-title/use-page-title';

/** The part of a record query a record's page reads: react-query's result plus `notFound`. */
export type RecordQueryState<T> = {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  /** A deleted or foreign id (the `use<Record>` hooks derive it from a NotFoundError). */
  notFound: boolean;
  refetch: () => unknown;
};

/** A record page's route, e.g. '/schools/:id'. */
export type RecordPagePath = keyof typeof PAGE_NAMES;

/**
 * Names the tab after a record's page, or after not-found once the record is gone, and returns
 * the page's name for its heading.
 */
export function useRecordPageTitle(page: RecordPagePath, notFound: boolean): string {
  const name = PAGE_NAMES[page];
  usePageTitle(notFound ? NOT_FOUND_PAGE_NAME : name);
  return name;
}
