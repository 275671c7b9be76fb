import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { test } from 'node:test';
import { refusal } from '@fees/shared-data/core';
import { buildTestApp } from '../../testing/build-app';
import { changeStaffRole } from '../../staff';
import { createClassroom, joinStaff, ownerWithStudent, transferBody } from '../../testing/fixtures';
import { holdHashing } from '../../testing/held-hashing';

const run = promisify(execFile);
const apiDir = fileURLToPath(new URL('../../..', import.meta.url));

test("a member of one school reaches nothing of another: the owner's other school reads as not found", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithStudent(ctx);
  const other = await createClassroom(
    owner,
    (
      await owner.client.post('/api/schools', {
        name: 'Second School',
        address: '3 Lane',
        level: 'Primary',
        password: owner.password,
      })
    ).json()._id,
  );
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');

  const schools = (await bursar.client.get('/api/schools')).json();
  assert.deepEqual(
    schools.map((row: { _id: string }) => row._id),
    [school._id],
  );
  const elsewhere = await bursar.client.post('/api/students', {
    fullname: 'Okafor Ada',
    age: 7,
    sex: 'Female',
    phoneNo: '08031234567',
    parentEmail: '',
    discount: 0,
    classroom: other._id,
    schoolId: other.schoolId,
    password: bursar.password,
  });
  assert.equal(elsewhere.statusCode, 404);
  assert.equal(elsewhere.json().message, 'School not found');
});

test('a bursar demoted while their password is checked is refused: the role is read again under the school lock', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, student } = await ownerWithStudent(ctx);
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const held = holdHashing();
  const write = bursar.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    password: bursar.password,
  });
  // The access check has read 'bursar' and waits at the password's hash; the owner demotes them.
  await held.reached();
  const demoted = await changeStaffRole(ctx.database.db, school._id, bursar.user._id, 'viewer');
  assert.equal(demoted.kind, 'member');
  await held.release();

  const refused = await write;
  assert.equal(refused.statusCode, 403, refused.body);
  assert.equal(refused.json().message, refusal('recordPayment'));
  const payments = (await owner.client.get(`/api/payments?schoolId=${school._id}`)).json();
  assert.deepEqual(payments, [], 'nothing recorded');
});

test("a write's grant keeps no async context: promises stay untracked after it is served", async () => {
  // In a process of its own: this one's test runner tracks promises itself.
  const probe = ['--import', 'tsx', 'src/testing/promise-tracking.ts'];
  const env = { ...process.env, FEES_NO_TEST_RUNNER: '1' };
  const { stdout } = await run(process.execPath, probe, { cwd: apiDir, env });
  // Tracked, every promise of every later request would pay for it (docs/performance.md).
  assert.deepEqual(JSON.parse(stdout), { before: false, status: 201, after: false });
});
