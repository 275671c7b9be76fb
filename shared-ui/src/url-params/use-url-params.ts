import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's search text and filters kept in the query string, so a view survives a reload and can
 * be shared as a link. Several values of one filter repeat the name (`?classroom=a&classroom=b`).
 * Writes replace the history entry: typing in a search box should not fill the Back button.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  // The router hands each write the params of the last render, so a second write in the same
  // event (clearing the search and every filter at once) would undo the first; each write builds
  // on the one before it instead.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const write = useCallback(
    (name: string, value: string | readonly string[]) => {
      const next = new URLSearchParams(latest.current);
      next.delete(name);
      for (const item of typeof value === 'string' ? [value] : value) {
        if (item !== '') next.append(name, item);
      }
      // A write that changes nothing (a search box settling on the text it already had) is no
      // navigation at all.
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return {
    /** The first value of `name`, or ''. */
    read: (name: string) => params.get(name) ?? '',
    /** Every value of `name`, in URL order. */
    readAll: (name: string) => params.getAll(name),
    write,
  };
}
