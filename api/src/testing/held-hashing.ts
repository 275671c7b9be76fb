import { hashing } from '../auth';

/**
 * Takes every slot of the process's password hashing, so the next password check waits at its
 * hash until `release`: a test can look at, or change, the world while a request is inside it.
 */
export function holdHashing() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const slots = Array.from({ length: hashing.concurrency }, () => hashing.run(() => gate));
  return {
    /** Resolves once a password check waits for its hash. */
    async reached() {
      while (hashing.waiting === 0) await new Promise((resolve) => setImmediate(resolve));
    },
    async release() {
      open();
      await Promise.all(slots);
    },
  };
}
