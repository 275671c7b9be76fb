import { defaultersQuerySchema } from '@fees/shared-data/core';
import { useDebouncedValue } from '@fees/shared-ui';
import { useUrlParams } from '@fees/shared-ui/pages';
import { useEffect, useState } from 'react';

/** How long typing pauses before the list asks again. */
const TYPING_PAUSE_MS = 400;

export const MIN_PROBLEM = 'Enter an amount in naira of at least 0, e.g. 5000 or 2500.50.';

/** Whether `text` is a minimum the report takes: '' for none, else naira to the kobo. */
function minIsValid(text: string): boolean {
  if (text.trim() === '') return true;
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return false;
  return defaultersQuerySchema.isValidSync({ min: Number(text) });
}

/**
 * The defaulters' filters, kept in the URL (`?classroom=`, `?min=`, `?late=1`) so a reload or a shared link
 * shows the same list; the term is the report frame's `?term=`. The minimum reaches the URL once
 * typing pauses and only when it is an amount, so a half-typed one never asks the server.
 */
export function useDefaulterFilters() {
  const url = useUrlParams();
  const { write } = url;
  const [minText, setMinText] = useState(() => url.read('min'));
  const settled = useDebouncedValue(minText, TYPING_PAUSE_MS);
  const valid = minIsValid(minText);

  useEffect(() => {
    if (minIsValid(settled)) write('min', settled.trim());
  }, [settled, write]);

  const urlMin = url.read('min');
  return {
    classroomId: url.read('classroom'),
    setClassroomId: (id: string) => write('classroom', id),
    /** Whether the list keeps only those late now (docs/due-dates.md). */
    late: url.read('late') === '1',
    setLate: (late: boolean) => write('late', late ? '1' : ''),
    /** What the box shows, ahead of the list while typing. */
    minText,
    setMinText,
    minProblem: valid ? undefined : MIN_PROBLEM,
    /** The minimum the list is of: the address's, when it is an amount. */
    min: urlMin !== '' && minIsValid(urlMin) ? Number(urlMin) : undefined,
  };
}
