import { useCallback } from 'react';

/**
 * A callback ref that keeps the CSS variable `name` on the document's root at its element's height
 * while the element is mounted, so what floats over the page (the toasts) can sit below the sticky
 * top bar however many rows it wraps to on a phone (docs/accessibility.md).
 */
export function usePublishedHeight<E extends HTMLElement>(name: string) {
  return useCallback(
    (element: E | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return undefined;
      const root = document.documentElement;
      const observer = new ResizeObserver(() => {
        root.style.setProperty(name, `${element.offsetHeight}px`);
      });
      observer.observe(element);
      return () => {
        observer.disconnect();
        root.style.removeProperty(name);
      };
    },
    [name],
  );
}
