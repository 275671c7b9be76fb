import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { clockPlugin } from './clock';

test("the school's day turns at midnight in Lagos, to the millisecond, however often it is asked", async (t) => {
  let at = new Date('2026-03-04T22:59:59.000Z');
  const app = Fastify();
  t.after(() => app.close());
  await app.register(clockPlugin, { now: () => at });
  await app.ready();

  assert.equal(app.schoolToday(), '2026-03-04', '23:59:59 in Lagos');
  at = new Date('2026-03-04T22:59:59.999Z');
  assert.equal(app.schoolToday(), '2026-03-04');
  at = new Date('2026-03-04T23:00:00.000Z');
  assert.equal(app.schoolToday(), '2026-03-05', 'midnight in Lagos');
  at = new Date('2026-03-04T22:59:30.000Z');
  assert.equal(app.schoolToday(), '2026-03-04', 'a clock set back is read again');
});
