import assert from 'node:assert/strict';
import { test } from 'node:test';
import { daysAfter } from '@fees/shared-data/core';
import { buildTestApp } from '../testing/build-app';
import {
  createStudent,
  noonOn,
  ownerWithStudent,
  recordTransfer,
  setSixtyFortyPlan,
} from '../testing/fixtures';

test('the defaulters list keeps only the late when asked, with the days since each became late', async (t) => {
  const clock = { now: new Date() };
  const ctx = await buildTestApp(t, { now: () => clock.now });
  const { owner, school, classroom, student: ada } = await ownerWithStudent(ctx, 25_000);
  await createStudent(owner, school._id, classroom._id, 0, 'Bello Bayo');
  const { first, second } = await setSixtyFortyPlan(owner, school._id);
  // Ada pays the first part; Bayo pays nothing.
  await recordTransfer(owner, { schoolId: school._id, studentId: ada._id, amount: 15_000 });
  const list = async (query = '') => {
    const response = await owner.client.get(
      `/api/schools/${school._id}/reports/defaulters${query}`,
    );
    assert.equal(response.statusCode, 200, response.body);
    return response
      .json()
      .map((row: Record<string, unknown>) => [row.fullname, row.overdueSince, row.daysOverdue]);
  };

  clock.now = noonOn(daysAfter(first, -1));
  assert.deepEqual(await list(), [
    ['Bello Bayo', null, null],
    ['Okafor Ada', null, null],
  ]);
  assert.deepEqual(await list('?late=true'), []);

  clock.now = noonOn(daysAfter(first, 9));
  assert.deepEqual(await list('?late=true'), [['Bello Bayo', first, 9]]);
  assert.deepEqual(await list('?late=false'), [
    ['Bello Bayo', first, 9],
    ['Okafor Ada', null, null],
  ]);

  clock.now = noonOn(second);
  assert.deepEqual(await list('?late=true'), [
    ['Bello Bayo', first, 100],
    ['Okafor Ada', second, 0],
  ]);
});
