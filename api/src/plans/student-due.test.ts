import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { daysAfter, schoolToday } from '@fees/shared-data/core';
import { buildTestApp } from '../testing/build-app';
import {
  addSibling,
  noonOn,
  ownerWithStudent,
  recordTransfer,
  setSixtyFortyPlan,
} from '../testing/fixtures';

/** A school whose app reads the time from `clock.now`, which the test moves. */
async function world(t: TestContext) {
  const clock = { now: new Date() };
  const ctx = await buildTestApp(t, { now: () => clock.now });
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 25_000);
  // The list is where every screen reads a student, one (?_id=) or many.
  const read = async () => {
    const listed = await owner.client.get(`/api/students?_id=${student._id}`);
    assert.equal(listed.statusCode, 200, listed.body);
    const [{ dueNow, overdueSince }] = listed.json();
    return { dueNow, overdueSince };
  };
  return { ctx, clock, owner, school, classroom, student, read };
}

test('under the default plan all of the balance is due since the day the term opened', async (t) => {
  const { owner, school, classroom, student, read } = await world(t);
  assert.deepEqual(await read(), { dueNow: 25_000, overdueSince: schoolToday() });

  const sibling = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: student._id,
  });
  const family = await owner.client.get(`/api/families/${sibling.familyId}`);
  assert.equal(family.statusCode, 200, family.body);
  assert.deepEqual(
    { dueNow: family.json().dueNow, overdueSince: family.json().overdueSince },
    { dueNow: 25_000 + sibling.dueNow, overdueSince: schoolToday() },
  );
});

test('what is due follows the plan as the days pass, less what was paid', async (t) => {
  const { clock, owner, school, student, read } = await world(t);
  const { first, second } = await setSixtyFortyPlan(owner, school._id);
  await recordTransfer(owner, { schoolId: school._id, studentId: student._id, amount: 5_000 });

  clock.now = noonOn(daysAfter(first, -1));
  assert.deepEqual(await read(), { dueNow: 0, overdueSince: null });
  clock.now = noonOn(first);
  assert.deepEqual(await read(), { dueNow: 10_000, overdueSince: first });
  clock.now = noonOn(second);
  assert.deepEqual(await read(), { dueNow: 20_000, overdueSince: first });

  // Their own plan puts everything on the second day: nothing is due on the first.
  clock.now = noonOn(first);
  const own = await owner.client.put(`/api/students/${student._id}/plan`, {
    instalments: [{ dueOn: second, percent: 100 }],
    password: owner.password,
  });
  assert.equal(own.statusCode, 200, own.body);
  assert.deepEqual(await read(), { dueNow: 0, overdueSince: null });
});

test('a voided payment is owed again: what is due and since when come back', async (t) => {
  const { clock, owner, school, student, read } = await world(t);
  const { first } = await setSixtyFortyPlan(owner, school._id);
  const paid = await recordTransfer(owner, {
    schoolId: school._id,
    studentId: student._id,
    amount: 15_000,
  });
  clock.now = noonOn(first);
  assert.deepEqual(await read(), { dueNow: 0, overdueSince: null });

  const voided = await owner.client.post(`/api/payments/${paid._id}/void`, {
    reason: 'Bounced',
    password: owner.password,
  });
  assert.equal(voided.statusCode, 200, voided.body);
  assert.deepEqual(await read(), { dueNow: 15_000, overdueSince: first });
});
