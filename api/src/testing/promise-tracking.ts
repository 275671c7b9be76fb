// Run by plugins/access/access.test.ts in a process of its own with FEES_NO_TEST_RUNNER=1, since
// Node 20's test runner tracks promises itself: serves a write that declares access and prints
// whether promises were tracked before and after it.
import { executionAsyncId } from 'node:async_hooks';
import process from 'node:process';
import { openDatabase } from '../db/client';
import { buildTestApp } from './build-app';
import { ownerWithStudent, transferBody } from './fixtures';

/**
 * Node gives a promise's callback an async id of its own only while async_hooks track promises,
 * which an AsyncLocalStorage once run turns on for the process's life.
 */
async function tracked(): Promise<boolean> {
  const outer = executionAsyncId();
  return (await Promise.resolve().then(() => executionAsyncId())) !== outer;
}

const cleanups: (() => Promise<void>)[] = [];
const before = await tracked();
const database = await openDatabase({});
const ctx = await buildTestApp({ after: (close) => void cleanups.push(close) }, { database });
const { owner, school, student } = await ownerWithStudent(ctx);
const written = await owner.client.post('/api/payments/record', {
  ...transferBody(school._id, student._id),
  password: owner.password,
});
const after = await tracked();
for (const cleanup of cleanups) await cleanup();
await database.close();
process.stdout.write(JSON.stringify({ before, status: written.statusCode, after }));
process.exit(0);
