import { HttpError } from '../plugins/errors';

/**
 * Password hashing is the one slow, CPU-bound step in a request. Only `concurrency` hashes run at
 * once and at most `maxWaiting` wait; past that the caller is told to come back instead of
 * queueing seconds of work that would stall every other sign-in and password-checked write.
 */
export class HashQueue {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.queue.length >= this.maxWaiting) {
        throw new HttpError(503, 'The server is busy. Please retry in a few seconds.', undefined, {
          'retry-after': '5',
        });
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
