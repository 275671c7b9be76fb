import { PAYMENT_METHODS, type PaymentMethod } from '@fees/shared-data/core';
import { useSearchParam, useUrlParams } from '@fees/shared-ui/pages';
import { isPaymentPeriod, type PaymentPeriod } from './payment-periods';

/** How long typing pauses before the search asks again. */
const SEARCH_PAUSE_MS = 300;

/**
 * The payment list's search and filters, kept in the URL (`?q=`, `?classroom=`, `?student=`,
 * `?method=`, `?term=`, each filter repeatable, and the date chip's `?period=`), so a classroom's
 * or student's 'View payments' link opens the list filtered, and a filtered view survives a reload.
 * 'This term' is the Term filter set to the current term: choosing it clears the Term filter, and
 * choosing terms there leaves it (docs/payments.md#the-list).
 */
export function usePaymentFilters() {
  const url = useUrlParams();
  const search = useSearchParam(SEARCH_PAUSE_MS);
  const { q } = search;
  const { write } = url;

  const classrooms = url.readAll('classroom');
  const students = url.readAll('student');
  const terms = url.readAll('term');
  // A period the list does not know (a mangled link) is All.
  const asked = url.read('period');
  const period: PaymentPeriod = isPaymentPeriod(asked) ? asked : 'all';
  // A method the list does not know (a mangled link) filters nothing rather than everything out.
  const methods = url
    .readAll('method')
    .filter((method): method is PaymentMethod => PAYMENT_METHODS.includes(method as PaymentMethod));
  const filtered =
    q !== '' ||
    classrooms.length > 0 ||
    students.length > 0 ||
    methods.length > 0 ||
    terms.length > 0;
  return {
    /** What the search box shows. */
    text: search.text,
    setText: search.setText,
    /** The search the list answers: the box's text once typing pauses. */
    q,
    classrooms,
    setClassrooms: (ids: string[]) => write('classroom', ids),
    students,
    clearStudents: () => write('student', []),
    methods,
    setMethods: (chosen: string[]) => write('method', chosen),
    terms,
    setTerms: (ids: string[]) => {
      write('term', ids);
      if (period === 'term') write('period', '');
    },
    period,
    setPeriod: (next: PaymentPeriod) => {
      write('period', next === 'all' ? '' : next);
      if (next === 'term') write('term', []);
    },
    active: filtered || period !== 'all',
    /** Whether anything but the chip narrows the list. */
    filtered,
    clearAll: () => {
      search.clear();
      write('classroom', []);
      write('student', []);
      write('method', []);
      write('term', []);
      write('period', '');
    },
  };
}
