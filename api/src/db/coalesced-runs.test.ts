import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coalescedRuns } from './coalesced-runs';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Runs that each wait to be let through, numbered in the order they started. */
function gatedRuns() {
  let started = 0;
  const gates: Array<() => void> = [];
  const runs = coalescedRuns(async () => {
    started += 1;
    const run = started;
    await new Promise<void>((resolve) => gates.push(resolve));
    return run;
  });
  return { runs, started: () => started, open: () => gates.shift()?.() };
}

test('callers of one turn of the event loop share one run, started after the last of them', async () => {
  const { runs, started, open } = gatedRuns();
  const first = runs.request();
  const second = runs.request();
  assert.equal(started(), 0, 'the run waits for the rest of the turn');
  await turn();
  assert.equal(started(), 1);
  open();
  assert.deepEqual(await Promise.all([first, second]), [1, 1]);
  assert.equal(runs.running, null);
});

test('a call made once a run has started is answered by a run that starts after it', async () => {
  const { runs, started, open } = gatedRuns();
  const first = runs.request();
  await turn();
  assert.equal(started(), 1);
  const second = runs.request();
  const third = runs.request();
  await turn();
  assert.equal(started(), 1, 'one run at a time: the next waits for the first');
  open();
  assert.equal(await first, 1);
  await turn();
  assert.equal(started(), 2);
  open();
  assert.deepEqual(await Promise.all([second, third]), [2, 2]);
  assert.equal(runs.running, null);
});

test('a run that fails answers its callers with the failure, and the next caller gets a new run', async () => {
  let calls = 0;
  const runs = coalescedRuns(async () => {
    calls += 1;
    if (calls === 1) throw new Error('lost');
    return calls;
  });
  await assert.rejects(runs.request(), /lost/);
  assert.equal(await runs.request(), 2);
});
