import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../plugins/errors';
import { HashQueue } from './hash-queue';

test('at most `concurrency` hashes run, `maxWaiting` wait, and the rest are told 503 to retry', async () => {
  const queue = new HashQueue(2, 1);
  let running = 0;
  let peak = 0;
  const releases: Array<() => void> = [];
  const task = () =>
    new Promise<string>((resolve) => {
      running += 1;
      peak = Math.max(peak, running);
      releases.push(() => {
        running -= 1;
        resolve('done');
      });
    });

  const accepted = [queue.run(task), queue.run(task), queue.run(task)];
  const refused = await queue.run(task).then(
    () => assert.fail('a fourth hash must not be queued'),
    (error: unknown) => error,
  );
  assert.ok(refused instanceof HttpError);
  assert.equal(refused.statusCode, 503);
  assert.equal(refused.headers?.['retry-after'], '5');

  assert.equal(releases.length, 2, 'the third waits for a free slot');
  releases.shift()?.();
  await accepted[0];
  await new Promise(setImmediate);
  assert.equal(releases.length, 2, 'the waiting hash started once a slot freed');
  for (const release of releases.splice(0)) release();
  assert.deepEqual(await Promise.all(accepted), ['done', 'done', 'done']);
  assert.equal(peak, 2);

  // A failing hash frees its slot too.
  await assert.rejects(queue.run(() => Promise.reject(new Error('scrypt failed'))));
  assert.equal(await queue.run(async () => 'after'), 'after');
});
