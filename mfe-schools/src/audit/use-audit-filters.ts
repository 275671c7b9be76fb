import { AUDIT_ACTIONS, isCalendarDay, type AuditAction } from '@fees/shared-data/core';
import { useSearchParam, useUrlParams } from '@fees/shared-ui/pages';

/** How long typing pauses before the search asks again. */
const SEARCH_PAUSE_MS = 300;

/** What narrows the log, as the source takes it; '' is no filter. */
export type AuditFilter = { action: AuditAction | ''; from: string; to: string; q: string };

function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** A day the address holds, or '' for none: a mangled link filters nothing rather than failing. */
function dayIn(value: string): string {
  return isCalendarDay(value) ? value : '';
}

/**
 * The audit log's filters, kept in the URL (`?action=`, `?from=`, `?to=`, `?q=`), so a reload or a
 * shared link shows the same lines (docs/staff.md#the-audit-log).
 */
export function useAuditFilters() {
  const url = useUrlParams();
  const search = useSearchParam(SEARCH_PAUSE_MS);
  const { write } = url;
  const asked = url.read('action');
  const filter: AuditFilter = {
    action: isAuditAction(asked) ? asked : '',
    from: dayIn(url.read('from')),
    to: dayIn(url.read('to')),
    q: search.q,
  };
  return {
    filter,
    /** What the search box shows; the filter follows once typing pauses. */
    text: search.text,
    setText: search.setText,
    setAction: (action: AuditAction | '') => write('action', action),
    setFrom: (day: string) => write('from', day),
    setTo: (day: string) => write('to', day),
    /** The server refuses a range that ends before it starts, so the page never asks for one. */
    backwards: filter.from !== '' && filter.to !== '' && filter.from > filter.to,
    active: Object.values(filter).some((value) => value !== ''),
    clearAll: () => {
      search.clear();
      write('action', '');
      write('from', '');
      write('to', '');
    },
  };
}
