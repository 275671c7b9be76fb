import { NOT_FOUND_PAGE_NAME, PAGE_NAMES } from '@fees/shared-data';
import { usePageTitle } from '../page-title/use-page-title';

/** The records with a page of their own: a school's is /schools/{id}, listed at /schools. */
export type RecordResource = 'school' | 'classroom' | 'student' | 'payment';

/** The records that can be edited (payments are never edited; docs/payments.md). */
export type EditableResource = Exclude<RecordResource, 'payment'>;

/** A record's list, and the back link to it, e.g. '/schools' and 'Back to schools'. */
export function recordList(resource: RecordResource) {
  return { path: `/${resource}s`, label: `Back to ${resource}s` } as const;
}

/**
 * Names the tab after a record's page (its route in PAGE_NAMES), or after not-found once the
 * record is gone, and returns the page's name for its heading.
 */
export function useRecordPageTitle(page: keyof typeof PAGE_NAMES, notFound: boolean): string {
  const name = PAGE_NAMES[page];
  usePageTitle(notFound ? NOT_FOUND_PAGE_NAME : name);
  return name;
}
