import { cashBookQueryOptions, schoolToday } from '@fees/shared-data';
import { isCalendarDay } from '@fees/shared-data/core';
import { useUrlParams } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { cashBookRefusal } from './cash-book-days';

/** A day the address holds, or '': a mangled link shows today's book rather than failing. */
function dayIn(value: string): string {
  return isCalendarDay(value) ? value : '';
}

/**
 * The cash book of the days in the URL (`?from=`, `?to=`), so a reload or a shared link shows the
 * same days. As the server reads them: one day given alone stands for both, neither is today.
 * Days the server would refuse are never asked for.
 */
export function useCashBook(schoolId: string) {
  const { read, write } = useUrlParams();
  const today = schoolToday();
  const from = dayIn(read('from')) || dayIn(read('to')) || today;
  const days = { from, to: dayIn(read('to')) || from };
  const refusal = cashBookRefusal(days);
  const query = useQuery({ ...cashBookQueryOptions(schoolId, days), enabled: refusal === null });
  return {
    days,
    today,
    refusal,
    query,
    /** The cash book shown and settled: what Export and Print take. */
    shown: refusal === null && !query.isPlaceholderData ? query.data : undefined,
    setFrom: (day: string) => write('from', day),
    setTo: (day: string) => write('to', day),
    /** Today is the default, so showing it leaves the address plain. */
    showDay: (day: string) => {
      const value = day === today ? '' : day;
      write('from', value);
      write('to', value);
    },
  };
}
