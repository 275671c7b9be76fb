import { useCallback, useState } from 'react';

/**
 * The width of the element `ref` is attached to, kept up to date as its column resizes, so a chart
 * drawn in pixels fits it. Until it is measured, and where nothing measures (jsdom, a hidden
 * element), it is `fallback`.
 */
export function useElementWidth<E extends HTMLElement>(fallback: number) {
  const [measured, setMeasured] = useState(0);
  const ref = useCallback((element: E | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setMeasured(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: measured > 0 ? measured : fallback };
}
