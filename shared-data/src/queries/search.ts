import { queryOptions } from '@tanstack/react-query';
import { buildSearchIndex } from '../search/search-index';
import { getSource } from '../sources/get-source';
import { paymentKeys, searchKeys } from './query-keys';

/** Every school, classroom and student of the user, as the top bar's search index. */
export function searchIndexQueryOptions() {
  return queryOptions({
    queryKey: searchKeys.all,
    queryFn: async () => {
      const source = getSource();
      const [schools, classrooms, students] = await Promise.all([
        source.list('schools'),
        source.list('classrooms'),
        source.list('students'),
      ]);
      return buildSearchIndex({
        schools: schools.items,
        classrooms: classrooms.items,
        students: students.items,
      });
    },
  });
}

/** More receipts than one search result list shows. */
const RECEIPTS_SHOWN = 10;

/**
 * The payments of all the user's schools whose receipt number holds `text`, newest first; under
 * the payments' key, so a payment recorded or voided refreshes them (docs/routes.md#search).
 */
export function receiptSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...paymentKeys.all, 'receipts', text] as const,
    queryFn: async () =>
      (await getSource().list('payments', { receipt: text, limit: RECEIPTS_SHOWN })).items,
  });
}
