import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import { useUrlParams } from './use-url-params';

/**
 * A list's search box kept in the URL as `?q=`. The box follows every key; the address, and so the
 * list that reads it, follows once typing pauses for `pauseMs`. Writing the address on every key
 * would re-render the whole page per key and start over a list that is about to change again.
 */
export function useSearchParam(pauseMs: number) {
  const { read, write } = useUrlParams();
  const q = read('q');
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text, pauseMs);

  // Only a new pause writes: `write` changes with every address, and a write of the last settled
  // text then would undo a clear or a filter made since.
  const written = useRef(settled);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    write('q', settled.trim());
  }, [settled, write]);

  return {
    /** What the search box shows. */
    text,
    setText,
    /** The search the list answers: the box's text once typing pauses. */
    q,
    /** Empties the box and the search at once. */
    clear: () => {
      setText('');
      write('q', '');
    },
  };
}
