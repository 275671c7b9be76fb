import { HttpError } from '../plugins/errors';

/**
 * Password hashing is the one slow, CPU-bound step in a request. Only `concurrency` hashes run at
 * once and at most `maxWaiting` wait; past that the caller is told to come back instead of
 * queueing seconds of work that would stall every other sign-in and password-checked write.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new HttpError(503, 'The server is busy. Please retry in a few seconds.', undefined, {
          'retry-after': '5',
        });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
