import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { daysAfter, refusal, schoolToday, sessionDays, sessionOf } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import { studentPlans } from '../db/schema/plans';
import { terms } from '../db/schema/schools';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp } from '../testing/build-app';
import { joinStaff, nextTermBody, ownerWithStudent, signUpOwner } from '../testing/fixtures';

async function world(t: TestContext) {
  const ctx = await buildTestApp(t);
  const { owner, school, student } = await ownerWithStudent(ctx);
  const days = sessionDays(sessionOf());
  assert.ok(days);
  // Two parts well inside the session, whatever day the test runs.
  const instalments = [
    { dueOn: daysAfter(days.first, 30), percent: 60 },
    { dueOn: daysAfter(days.first, 60), percent: 40 },
  ];
  const plan = `/api/schools/${school._id}/plan`;
  const studentPlan = `/api/students/${student._id}/plan`;
  return { ctx, owner, school, student, days, instalments, plan, studentPlan };
}

test("a school's plan is all due the day its term opened until the owner sets one", async (t) => {
  const { ctx, owner, school, plan } = await world(t);
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const [term] = (await owner.client.get(`/api/schools/${school._id}/terms`)).json();
  const expected = {
    termId: term._id,
    instalments: [{ dueOn: schoolToday(), percent: 100 }],
    own: false,
  };
  for (const reader of [owner, viewer]) {
    const read = await reader.client.get(plan);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json(), expected);
  }
  const stranger = await signUpOwner(ctx);
  assert.equal((await stranger.client.get(plan)).statusCode, 404);
  assert.equal((await ctx.client().get(plan)).statusCode, 401);
});

test('the owner sets the plan of the current term, and reads it back', async (t) => {
  const { owner, plan, instalments } = await world(t);
  const set = await owner.client.put(plan, { instalments, password: owner.password });
  assert.equal(set.statusCode, 200, set.body);
  assert.deepEqual(set.json().instalments, instalments);
  assert.equal(set.json().own, true);
  assert.deepEqual((await owner.client.get(plan)).json(), set.json());
});

test('a plan that is no plan, a wrong password, a bursar or a stranger change nothing', async (t) => {
  const { ctx, owner, school, days, instalments, plan } = await world(t);
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const stranger = await signUpOwner(ctx);
  const before = (await owner.client.get(plan)).json();

  const short = [{ ...instalments[0], percent: 50 }, instalments[1]];
  assertFieldError(
    await owner.client.put(plan, { instalments: short, password: owner.password }),
    'instalments',
    'The percents must add up to 100; these add up to 90',
    'percents short of 100',
  );
  const outside = [instalments[0], { ...instalments[1], dueOn: daysAfter(days.last, 1) }];
  assertFieldError(
    await owner.client.put(plan, { instalments: outside, password: owner.password }),
    'instalments',
    /^Due dates must fall within the \d{4}\/\d{4} session/,
    'a date in the next session',
  );
  assertFieldError(
    await owner.client.put(plan, { instalments: [], password: owner.password }),
    'instalments',
    'Give at least one instalment',
    'no instalment',
  );
  const wrong = await owner.client.put(plan, { instalments, password: 'not the password' });
  assert.equal(wrong.statusCode, 403, wrong.body);
  assert.equal(wrong.json().message, 'Incorrect password');
  const refused = await bursar.client.put(plan, { instalments, password: bursar.password });
  assert.equal(refused.statusCode, 403, refused.body);
  assert.equal(refused.json().message, refusal('setPlans'));
  const hidden = await stranger.client.put(plan, { instalments, password: stranger.password });
  assert.equal(hidden.statusCode, 404, hidden.body);

  assert.deepEqual((await owner.client.get(plan)).json(), before);
});

test("a student's own plan replaces the school's for them, and null returns them to it", async (t) => {
  const { ctx, owner, school, instalments, studentPlan } = await world(t);
  const own = [{ dueOn: instalments[0]!.dueOn, percent: 100 }];
  const set = await owner.client.put(studentPlan, { instalments: own, password: owner.password });
  assert.equal(set.statusCode, 200, set.body);
  assert.deepEqual(set.json().instalments, own);
  assert.equal(set.json().own, true);

  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const refused = await bursar.client.put(studentPlan, {
    instalments: null,
    password: bursar.password,
  });
  assert.equal(refused.statusCode, 403, refused.body);
  assertFieldError(
    await owner.client.put(studentPlan, { password: owner.password }),
    'instalments',
    'Instalments are required',
    'no instalments at all',
  );

  const back = await owner.client.put(studentPlan, { instalments: null, password: owner.password });
  assert.equal(back.statusCode, 200, back.body);
  assert.deepEqual(back.json().instalments, [{ dueOn: schoolToday(), percent: 100 }]);
  assert.equal(back.json().own, false);
});

test("any member reads the plan that applies to a student, theirs or the school's", async (t) => {
  const { ctx, owner, school, instalments, plan, studentPlan } = await world(t);
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  await owner.client.put(plan, { instalments, password: owner.password });
  const { termId } = (await owner.client.get(plan)).json();
  for (const reader of [owner, viewer]) {
    const read = await reader.client.get(studentPlan);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json(), { termId, instalments, own: false });
  }

  const own = [{ dueOn: instalments[0]!.dueOn, percent: 100 }];
  await owner.client.put(studentPlan, { instalments: own, password: owner.password });
  assert.deepEqual((await viewer.client.get(studentPlan)).json(), {
    termId,
    instalments: own,
    own: true,
  });

  const stranger = await signUpOwner(ctx);
  assert.equal((await stranger.client.get(studentPlan)).statusCode, 404);
  assert.equal((await ctx.client().get(studentPlan)).statusCode, 401);
  assert.equal((await owner.client.get(`/api/students/${school._id}/plan`)).statusCode, 404);
});

test('the next term carries the plans, every date moved by the days between the openings', async (t) => {
  const { ctx, owner, school, instalments, plan, studentPlan } = await world(t);
  const own = [{ dueOn: instalments[0]!.dueOn, percent: 100 }];
  await owner.client.put(plan, { instalments, password: owner.password });
  await owner.client.put(studentPlan, { instalments: own, password: owner.password });
  // The closing term opened 20 days ago, so the next one opens 20 days after it.
  const opened = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000);
  await ctx.database.db
    .update(terms)
    .set({ openedAt: opened })
    .where(eq(terms.schoolId, school._id));

  const started = await owner.client.post(
    `/api/schools/${school._id}/terms`,
    await nextTermBody(owner, school._id),
  );
  assert.equal(started.statusCode, 201, started.body);
  const moved = (await owner.client.get(plan)).json();
  assert.equal(moved.termId, started.json()._id);
  assert.deepEqual(
    moved.instalments,
    instalments.map(({ dueOn, percent }) => ({ dueOn: daysAfter(dueOn, 20), percent })),
  );
  const carried = await ctx.database.db
    .select({ instalments: studentPlans.instalments })
    .from(studentPlans)
    .where(eq(studentPlans.termId, moved.termId));
  assert.deepEqual(carried, [
    { instalments: [{ dueOn: daysAfter(own[0]!.dueOn, 20), percent: 100 }] },
  ]);
});
