import { SEXES, type Sex, type Student } from '@fees/shared-data/core';
import { useSearchParam, useUrlParams } from '@fees/shared-ui/pages';

/** A pause this long in typing asks the data source once. */
export const SEARCH_PAUSE_MS = 250;

const isSex = (value: string): value is Sex => (SEXES as readonly string[]).includes(value);

export type Enrolment = Student['enrolment'];
export const ENROLMENTS: readonly Enrolment[] = ['enrolled', 'left'];
const isEnrolment = (value: string): value is Enrolment =>
  (ENROLMENTS as readonly string[]).includes(value);

/**
 * The list's search text and filters, kept in the URL (`?q=ada&classroom=…&sex=Female&enrolment=left`),
 * so a
 * view survives reload and can be shared; a classroom's 'View students' link arrives with
 * `?classroom={id}` and finds that box ticked.
 */
export function useStudentFilters() {
  const params = useUrlParams();
  const search = useSearchParam(SEARCH_PAUSE_MS);
  const { q } = search;
  const classroomIds = params.readAll('classroom');
  const sexes = params.readAll('sex').filter(isSex);
  const enrolments = params.readAll('enrolment').filter(isEnrolment);
  return {
    /** What the search box shows. */
    text: search.text,
    setText: search.setText,
    /** The search the list answers: the box's text once typing pauses. */
    q,
    classroomIds,
    sexes,
    enrolments,
    active: q.trim() !== '' || classroomIds.length > 0 || sexes.length > 0 || enrolments.length > 0,
    setClassroomIds: (ids: string[]) => params.write('classroom', ids),
    setSexes: (values: string[]) => params.write('sex', values.filter(isSex)),
    setEnrolments: (values: string[]) => params.write('enrolment', values.filter(isEnrolment)),
    clear: () => {
      search.clear();
      params.write('classroom', []);
      params.write('sex', []);
      params.write('enrolment', []);
    },
  };
}
