import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them at import.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; react-hot-toast asks for '(prefers-reduced-motion: reduce)'.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// A findBy waits for what the person would eventually see; how soon is the benchmarks' business. In
// `npm test` Jest shares the two cores with the browser specs and the build, and a first render
// there has taken longer than the library's one second.
configure({ asyncUtilTimeout: 10_000 });
