/** The last task queued under each key, per database (one database handle is one process). */
const tails = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Runs `task` once every task queued earlier under `key` for `scope` has ended, so tries of one
 * key wait their turn in memory rather than each holding a database connection while it waits.
 */
export async function inTurn<T>(scope: object, key: string, task: () => Promise<T>): Promise<T> {
  let queues = tails.get(scope);
  if (!queues) {
    queues = new Map();
    tails.set(scope, queues);
  }
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  try {
    return await run;
  } finally {
    if (queues.get(key) === tail) queues.delete(key);
  }
}
