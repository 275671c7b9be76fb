import { termsQueryOptions } from '@fees/shared-data';
import { useUrlParams } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';

/**
 * The term a report is of: `?term=` when it names one of the school's terms, else the current
 * one, the last of them (docs/reports.md). A mangled link shows the current term rather than
 * failing. `termId` is undefined until the school's terms are known.
 */
export function useReportTerm(schoolId: string) {
  const url = useUrlParams();
  const terms = useQuery(termsQueryOptions(schoolId));
  const asked = url.read('term');
  const list = terms.data ?? [];
  const chosen = list.find((term) => term._id === asked) ?? list.at(-1);
  return {
    terms: list,
    termsQuery: terms,
    termId: chosen?._id,
    term: chosen,
    /** The current term is the report's default, so choosing it leaves the address plain. */
    setTerm: (termId: string) => url.write('term', termId === list.at(-1)?._id ? '' : termId),
  };
}
