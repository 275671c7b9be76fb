import { queryOptions } from '@tanstack/react-query';
import { buildSearchIndex } from '../search/search-index';
import { getSource } from '../sources/get-source';
import { searchKeys } from './query-keys';

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
