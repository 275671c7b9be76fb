import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coalescedRuns } from './coalesced-runs';

test('a call made while a run is under way is answered by a run that starts after it', async () => {
  let started = 0;
  const gates: Array<() => void> = [];
  const runs = coalescedRuns(async () => {
    started += 1;
    const run = started;
    await new Promise<void>((resolve) => gates.push(resolve));
    return run;
  });

  const first = runs.request();
  const second = runs.request();
  const third = runs.request();
  assert.equal(started, 1, 'the callers who came during the first run wait for one more');
  gates.shift()?.();
  assert.equal(await first, 1);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(started, 2);
  gates.shift()?.();
  assert.deepEqual(await Promise.all([second, third]), [2, 2]);
  assert.equal(runs.running, null);
});
