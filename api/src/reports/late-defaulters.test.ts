import assert from 'node:assert/strict';
import { test } from 'node:test';
import { daysBefore, schoolToday, sessionDays, sessionOf } from '@fees/shared-data/core';
import { buildTestApp } from '../testing/build-app';
import { createStudent, ownerWithStudent, transferBody } from '../testing/fixtures';

const later = (day: string, days: number) => daysBefore(day, -days);
/** Noon in Lagos on `day`, so the app's today is that day. */
const noonOn = (day: string) => new Date(`${day}T11:00:00Z`);

test('the defaulters list keeps only the late when asked, with the days since each became late', async (t) => {
  const clock = { now: new Date() };
  const ctx = await buildTestApp(t, { now: () => clock.now });
  const { owner, school, classroom, student: ada } = await ownerWithStudent(ctx, 25_000);
  await createStudent(owner, school._id, classroom._id, 0, 'Bello Bayo');
  const days = sessionDays(sessionOf());
  assert.ok(days);
  const [first, second] = [later(days.first, 100), later(days.first, 200)];
  const set = await owner.client.put(`/api/schools/${school._id}/plan`, {
    instalments: [
      { dueOn: first, percent: 60 },
      { dueOn: second, percent: 40 },
    ],
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  // Ada pays the first part; Bayo pays nothing.
  const paid = await owner.client.post('/api/payments/record', {
    ...transferBody(school._id, ada._id),
    amount: 15_000,
    receivedOn: schoolToday(),
    password: owner.password,
  });
  assert.equal(paid.statusCode, 201, paid.body);
  const list = async (query = '') => {
    const response = await owner.client.get(
      `/api/schools/${school._id}/reports/defaulters${query}`,
    );
    assert.equal(response.statusCode, 200, response.body);
    return response
      .json()
      .map((row: Record<string, unknown>) => [row.fullname, row.overdueSince, row.daysOverdue]);
  };

  clock.now = noonOn(later(first, -1));
  assert.deepEqual(await list(), [
    ['Bello Bayo', null, null],
    ['Okafor Ada', null, null],
  ]);
  assert.deepEqual(await list('?late=true'), []);

  clock.now = noonOn(later(first, 9));
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
