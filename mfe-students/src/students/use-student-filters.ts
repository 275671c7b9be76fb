import { SEXES, type Sex } from '@fees/shared-data';
import { useUrlParams } from '@fees/shared-ui';

const isSex = (value: string): value is Sex => (SEXES as readonly string[]).includes(value);

/**
 * The list's search text and filters, kept in the URL (`?q=ada&classroom=…&sex=Female`), so a
 * view survives reload and can be shared; a classroom's 'View students' link arrives with
 * `?classroom={id}` and finds that box ticked.
 */
export function useStudentFilters() {
  const params = useUrlParams();
  const q = params.read('q');
  const classroomIds = params.readAll('classroom');
  const sexes = params.readAll('sex').filter(isSex);
  return {
    q,
    classroomIds,
    sexes,
    active: q.trim() !== '' || classroomIds.length > 0 || sexes.length > 0,
    setQ: (value: string) => params.write('q', value),
    setClassroomIds: (ids: string[]) => params.write('classroom', ids),
    setSexes: (values: string[]) => params.write('sex', values.filter(isSex)),
    clear: () => {
      params.write('q', '');
      params.write('classroom', []);
      params.write('sex', []);
    },
  };
}
