/**
 * Runs `run` for a caller; while a run is under way, callers share one more run after it. Each
 * caller's answer thus comes from a run that started after it called, and however many call at
 * once, at most two runs are ever pending.
 */
export function coalescedRuns<T>(run: () => Promise<T>) {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;

  const request = (): Promise<T> => {
    if (!running) {
      running = run().finally(() => {
        running = null;
      });
      return running;
    }
    // The run under way may have started before this call: a later one answers it.
    next ??= running.then(
      () => {
        next = null;
        return request();
      },
      () => {
        next = null;
        return request();
      },
    );
    return next;
  };

  return {
    request,
    /** The run under way, if any. */
    get running(): Promise<T> | null {
      return running;
    },
  };
}
