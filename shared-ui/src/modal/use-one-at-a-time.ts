import { useRef } from 'react';

/**
 * Runs an async action at most once at a time: a call while the last is still running does
 * nothing and answers false. A ref, not state, because a double click's second click arrives
 * before React has rendered the busy button of the first (TanStack Query even reports a running
 * mutation a task later), and each click would otherwise send its own create, delete or payment.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return async function run(action: () => unknown): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
    return true;
  };
}
