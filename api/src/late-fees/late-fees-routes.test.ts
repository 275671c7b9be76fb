import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { refusal } from '@fees/shared-data/core';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp } from '../testing/build-app';
import { joinStaff, ownerWithStudent, signUpOwner } from '../testing/fixtures';

async function world(t: TestContext) {
  const ctx = await buildTestApp(t);
  const { owner, school, student } = await ownerWithStudent(ctx);
  return { ctx, owner, school, student, lateFee: `/api/schools/${school._id}/late-fee` };
}

test('a school has no late fee until its owner sets one, and every member reads it', async (t) => {
  const { ctx, owner, school, lateFee } = await world(t);
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const none = { amount: 0, percent: null, graceDays: 0 };
  for (const reader of [owner, viewer]) {
    const read = await reader.client.get(lateFee);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json(), none);
  }
  assert.equal((await (await signUpOwner(ctx)).client.get(lateFee)).statusCode, 404);
  assert.equal((await ctx.client().get(lateFee)).statusCode, 401);

  const fixed = await owner.client.put(lateFee, {
    amount: 2_500.5,
    graceDays: 7,
    password: owner.password,
  });
  assert.equal(fixed.statusCode, 200, fixed.body);
  assert.deepEqual(fixed.json(), { amount: 2_500.5, percent: null, graceDays: 7 });
  assert.deepEqual((await viewer.client.get(lateFee)).json(), fixed.json());

  const percent = await owner.client.put(lateFee, {
    percent: 2.5,
    graceDays: 0,
    password: owner.password,
  });
  assert.deepEqual(percent.json(), { amount: null, percent: 2.5, graceDays: 0 });
  assert.deepEqual((await owner.client.get(lateFee)).json(), percent.json());

  const off = await owner.client.put(lateFee, { amount: 0, password: owner.password });
  assert.equal(off.statusCode, 200, off.body);
  assert.deepEqual((await owner.client.get(lateFee)).json(), none);

  const audit = await owner.client.get(`/api/schools/${school._id}/audit?action=late-fee.set`);
  assert.deepEqual(
    audit.json().map((line: { subject: string }) => line.subject),
    [school.name, school.name, school.name],
  );
});

test('a late fee that is none, a wrong password, a bursar or a stranger change nothing', async (t) => {
  const { ctx, owner, school, lateFee } = await world(t);
  const set = { amount: 1_000, graceDays: 3, password: owner.password };
  await owner.client.put(lateFee, set);
  const before = (await owner.client.get(lateFee)).json();

  const cases: [object, string, string][] = [
    [
      { amount: 1_000, percent: 5, graceDays: 3 },
      'amount',
      'Give an amount or a percent, not both',
    ],
    [{ graceDays: 3 }, 'amount', 'Give an amount or a percent, not both'],
    [{ amount: 1_000 }, 'graceDays', 'Grace days are required'],
    [{ amount: -1, graceDays: 3 }, 'amount', 'Minimum of 0'],
    [{ amount: 10.001, graceDays: 3 }, 'amount', 'Amount can have at most 2 decimal places'],
    [{ amount: '1000', graceDays: 3 }, 'amount', 'amount must be a number'],
    [{ percent: 0, graceDays: 3 }, 'percent', 'The percent must be more than 0'],
    [{ percent: 100.5, graceDays: 3 }, 'percent', 'Maximum of 100'],
    [{ percent: 2.555, graceDays: 3 }, 'percent', 'The percent can have at most 2 decimal places'],
    [{ percent: 5, graceDays: 1.5 }, 'graceDays', 'Grace days must be a whole number'],
    [{ percent: 5, graceDays: 91 }, 'graceDays', 'Maximum of 90'],
  ];
  for (const [body, field, message] of cases) {
    assertFieldError(
      await owner.client.put(lateFee, { ...body, password: owner.password }),
      field,
      message,
      JSON.stringify(body),
    );
  }
  const wrong = await owner.client.put(lateFee, {
    ...set,
    amount: 5,
    password: 'not the password',
  });
  assert.equal(wrong.statusCode, 403, wrong.body);
  assert.equal(wrong.json().message, 'Incorrect password');
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const refused = await bursar.client.put(lateFee, { ...set, password: bursar.password });
  assert.equal(refused.statusCode, 403, refused.body);
  assert.equal(refused.json().message, refusal('setLateFee'));
  const stranger = await signUpOwner(ctx);
  const hidden = await stranger.client.put(lateFee, { ...set, password: stranger.password });
  assert.equal(hidden.statusCode, 404, hidden.body);

  assert.deepEqual((await owner.client.get(lateFee)).json(), before);
});

test("a student's late fees list none until one is charged, and one not theirs is not found", async (t) => {
  const { ctx, owner, student } = await world(t);
  const list = await owner.client.get(`/api/students/${student._id}/late-fees`);
  assert.equal(list.statusCode, 200, list.body);
  assert.deepEqual(list.json(), []);
  const waive = await owner.client.delete(`/api/students/${student._id}/late-fees/no-such-fee`, {
    password: owner.password,
  });
  assert.equal(waive.statusCode, 404, waive.body);
  assert.equal(waive.json().message, 'Late fee not found');
  const stranger = await signUpOwner(ctx);
  assert.equal(
    (await stranger.client.get(`/api/students/${student._id}/late-fees`)).statusCode,
    404,
  );
});
