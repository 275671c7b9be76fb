/**
 * Runs `run` for its callers, one run at a time. A run starts once the event loop has read
 * everything that had arrived (`setImmediate`), so every caller who came in that turn shares it,
 * and callers who come while a run is under way share the one after it. Each caller's answer
 * thus comes from a run that started after it called, and at most one run is under way.
 */
export function coalescedRuns<T>(run: () => Promise<T>) {
  let running: Promise<T> | null = null;
  /** The callers' share of the next run, which has not started yet. */
  let waiting: { answer: Promise<T>; settle: (run: Promise<T>) => void } | null = null;

  const start = () => {
    const callers = waiting;
    if (!callers) return;
    waiting = null;
    const current = run();
    running = current;
    callers.settle(current);
    const done = () => {
      running = null;
      if (waiting) setImmediate(start);
    };
    current.then(done, done);
  };

  const request = (): Promise<T> => {
    if (!waiting) {
      let settle!: (run: Promise<T>) => void;
      const answer = new Promise<T>((resolve) => {
        settle = resolve;
      });
      waiting = { answer, settle };
      if (!running) setImmediate(start);
    }
    return waiting.answer;
  };

  return {
    request,
    /** The run under way, if any. */
    get running(): Promise<T> | null {
      return running;
    },
  };
}
