import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openSecondHandle, openTestDatabase } from '../testing/test-database';

test('once synced() answers true, every notice committed before the call has been heard', async (t) => {
  const database = await openTestDatabase();
  t.after(() => database.close());
  // The writer is another process's pool on PostgreSQL; PGlite has one handle.
  const writer = await openSecondHandle(database);
  t.after(() => writer.close());
  const heard: string[] = [];
  const listener = await database.listen('notices_test', {
    onNotice: (payload) => heard.push(payload),
    onLost: () => {},
  });
  t.after(() => listener.stop());
  assert.equal(await listener.synced(), true);

  for (let sent = 1; sent <= 50; sent += 1) {
    await writer.handle.db.execute(sql`select pg_notify('notices_test', ${String(sent)})`);
    // Asked in the same turn as the commit's answer: the notice may still be on its way.
    assert.equal(await listener.synced(), true);
    assert.equal(heard.at(-1), String(sent), `notice ${sent}`);
  }

  // Calls made while a trip is on its way are all answered, each after its own call.
  const together = await Promise.all([listener.synced(), listener.synced(), listener.synced()]);
  assert.deepEqual(together, [true, true, true]);
});

test('a stopped listener is never synced', async (t) => {
  const database = await openTestDatabase();
  t.after(() => database.close());
  const listener = await database.listen('notices_test', {
    onNotice: () => {},
    onLost: () => {},
  });
  await listener.stop();
  assert.equal(await listener.synced(), false);
});
