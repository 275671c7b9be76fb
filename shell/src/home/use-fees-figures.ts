import { useQueries, useQuery } from '@tanstack/react-query';
import {
  schoolsQueryOptions,
  termLabel,
  termsQueryOptions,
  useCurrentSchool,
} from '@fees/shared-data';

export type FeesFigures =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'no-schools' }
  /** `scope` completes 'Fees paid …': 'at Greenfield Academy', 'across your 4 schools'. */
  | {
      state: 'ready';
      scope: string;
      paid: number;
      expected: number;
      /**
       * The terms the figure covers, once known: the chosen school's current term, 'Second term
       * 2026/2027', or the current terms of all the schools, 'Second term 2026/2027' when they
       * agree, else each one named ('First term 2026/2027, Second term 2026/2027').
       */
      term?: string;
    };

/**
 * What the home bar measures: the chosen school in its current term (docs/terms.md), or, when none
 * is chosen (as after every login), all of the user's schools together, so the first screen
 * already shows a figure.
 */
export function useFeesFigures(): FeesFigures {
  const current = useCurrentSchool();
  const all = useQuery({ ...schoolsQueryOptions(), enabled: current.missing });
  const terms = useQuery({
    ...termsQueryOptions(current.school?._id ?? ''),
    enabled: current.school !== undefined,
  });
  const term = terms.data?.at(-1);
  const everyTerm = useQueries({
    queries: (current.missing ? (all.data?.items ?? []) : []).map((school) =>
      termsQueryOptions(school._id),
    ),
  });

  if (!current.missing) {
    if (current.error) {
      return { state: 'error', error: current.error, retry: () => void current.refetch() };
    }
    if (!current.school) return { state: 'loading' };
    const { name, totalFees, totalFeesExpected } = current.school;
    return {
      state: 'ready',
      scope: `at ${name}`,
      paid: totalFees,
      expected: totalFeesExpected,
      term: term ? termLabel(term) : undefined,
    };
  }
  if (all.error) return { state: 'error', error: all.error, retry: () => void all.refetch() };
  if (!all.data) return { state: 'loading' };
  const schools = all.data.items;
  const [first] = schools;
  if (!first) return { state: 'no-schools' };
  const labels = everyTerm.map((query) => query.data?.at(-1));
  const known = labels.every((label) => label !== undefined);
  return {
    state: 'ready',
    scope: schools.length === 1 ? `at ${first.name}` : `across your ${schools.length} schools`,
    term: known ? [...new Set(labels.map((label) => termLabel(label!)))].join(', ') : undefined,
    paid: schools.reduce((sum, school) => sum + school.totalFees, 0),
    expected: schools.reduce((sum, school) => sum + school.totalFeesExpected, 0),
  };
}
