import { NOT_FOUND_PAGE_NAME, PAGE_NAMES } from '@fees/shared-data';
import { usePageTitle } from '../page-title/use-page-title';

/** The records with a page of their own: a school's is /schools/{id}, listed at /schools. */
export type RecordResource = 'school' | 'classroom' | 'student' | 'payment';

/** The records that can be edited (payments are never edited; docs/payments.md). */
export type EditableResource = Exclude<RecordResource, 'payment'>;

/** A page's route in PAGE_NAMES, which names its tab. */
export type PageRoute = keyof typeof PAGE_NAMES;

/** A list of records, and the back link to it, e.g. '/schools' and 'Back to schools'. */
export type RecordList = { path: string; label: string };

/**
 * Which record a frame shows. A record at /{resource}s/{id} needs only its kind, from which its
 * list and page follow; any other, such as a family at /students/families/{id}, is named by its
 * kind in words ('family') and names its list and its page as well.
 */
export type RecordPlace<Kind extends RecordResource> =
  | { resource: Kind; list?: undefined; page?: PageRoute }
  | { resource: string; list: RecordList; page: PageRoute };

/** A record's list, and the back link to it, e.g. '/schools' and 'Back to schools'. */
export function recordList(resource: RecordResource): RecordList {
  return { path: `/${resource}s`, label: `Back to ${resource}s` };
}

/**
 * A frame's list and page: those the place names, or else those its kind makes, the list as
 * `recordList` and the page by `pattern`, e.g. '/schools' and '/schools/:id'.
 */
export function placeOf<Kind extends RecordResource>(
  place: RecordPlace<Kind>,
  pattern: (kind: Kind) => PageRoute,
): { list: RecordList; page: PageRoute } {
  if (place.list !== undefined) return { list: place.list, page: place.page };
  return { list: recordList(place.resource), page: place.page ?? pattern(place.resource) };
}

/**
 * Names the tab after a record's page (its route in PAGE_NAMES), or after not-found once the
 * record is gone, and returns the page's name for its heading.
 */
export function useRecordPageTitle(page: PageRoute, notFound: boolean): string {
  const name = PAGE_NAMES[page];
  usePageTitle(notFound ? NOT_FOUND_PAGE_NAME : name);
  return name;
}
