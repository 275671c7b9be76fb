import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { TRANSFER_ACCOUNT_NEEDS_SETTLEMENT, type TransferAccountRun } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import { students } from '../db/schema/schools';
import { buildSecondTestApp, buildTestApp, type TestApp } from '../testing/build-app';
import {
  addSibling,
  createStudent,
  joinStaff,
  ownerWithStudent,
  settleSchool,
  signUpOwner,
  type Owner,
} from '../testing/fixtures';
import { RUN_ASKER_GONE } from './transfer-account-run';

/**
 * A school of one family (two children), two students in no family and one who left, its money
 * settling to its own account unless `settled` is false.
 */
async function world(t: TestContext, { settled = true } = {}) {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const chidi = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: student._id,
  });
  const bola = await createStudent(owner, school._id, classroom._id, 0, 'Adeyemi Bola');
  const tunde = await createStudent(owner, school._id, classroom._id, 0, 'Bakare Tunde');
  const gone = await createStudent(owner, school._id, classroom._id, 0, 'Eze Gone');
  await ctx.database.db
    .update(students)
    .set({ enrolment: 'left' })
    .where(eq(students.id, gone._id));
  if (settled) await settleSchool(ctx, owner, school);
  return { ctx, owner, school, familyId: chidi.familyId as string, bola, tunde, gone };
}

const runPath = (schoolId: string) => `/api/schools/${schoolId}/transfer-accounts/run`;

/** Reads the run until it is done, letting `ctx`'s worker take it up in between. */
async function finished(ctx: TestApp, owner: Owner, schoolId: string) {
  for (;;) {
    await ctx.app.jobs.nudge();
    const run = await owner.client.get(runPath(schoolId));
    assert.equal(run.statusCode, 200, run.body);
    if (run.json().state === 'done') return run.json() as TransferAccountRun;
    await sleep(20);
  }
}

const dedicatedCalls = (ctx: TestApp) =>
  ctx.provider.requests.filter((request) => request.path === '/dedicated_account').length;

test('a bursar gives every family and lone student an account in the background, each once', async (t) => {
  const { ctx, owner, school, familyId, bola, tunde, gone } = await world(t);
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  assert.equal((await bursar.client.get(runPath(school._id))).statusCode, 404);
  const bolaOwn = await owner.client.post(`/api/students/${bola._id}/transfer-account`, {});
  assert.equal(bolaOwn.statusCode, 201);

  const asked = await bursar.client.post(runPath(school._id), {});
  assert.equal(asked.statusCode, 202, asked.body);
  assert.equal(asked.json().finishedAt, null);
  const run = await finished(ctx, bursar, school._id);
  assert.deepEqual(
    { ...run, requestedAt: '', finishedAt: typeof run.finishedAt },
    {
      state: 'done',
      total: 3,
      done: 3,
      failed: [],
      requestedAt: '',
      finishedAt: 'string',
    },
  );
  assert.equal(
    dedicatedCalls(ctx),
    3,
    "Bola's own, then the family's and Tunde's: not Bola's again",
  );
  for (const path of [
    `/api/families/${familyId}/transfer-account`,
    `/api/students/${tunde._id}/transfer-account`,
  ]) {
    assert.equal((await owner.client.get(path)).statusCode, 200, path);
  }
  assert.deepEqual(
    (await owner.client.get(`/api/students/${bola._id}/transfer-account`)).json(),
    bolaOwn.json(),
  );
  assert.equal(
    (await owner.client.get(`/api/students/${gone._id}/transfer-account`)).statusCode,
    404,
  );
  const audit = await owner.client.get(
    `/api/schools/${school._id}/audit?action=transfer-account.made`,
  );
  const actors = audit.json().map((line: { actor: string }) => line.actor);
  assert.equal(actors.length, 3);
  assert.equal(new Set(actors.slice(0, 2)).size, 1, 'both lines of the run name one person');
  assert.notEqual(actors[0], actors[2], "the run is in the bursar's name, not the owner's");

  const again = await owner.client.post(runPath(school._id), {});
  assert.equal(again.statusCode, 202);
  assert.equal((await finished(ctx, owner, school._id)).done, 3);
  assert.equal(dedicatedCalls(ctx), 3, 'a second run asks the provider nothing');
});

test('asking while a run waits or runs answers that run', async (t) => {
  const { ctx, owner, school } = await world(t);
  ctx.provider.setDelay(100);
  const first = await owner.client.post(runPath(school._id), {});
  const second = await owner.client.post(runPath(school._id), {});
  assert.equal(first.statusCode, 202);
  assert.equal(second.statusCode, 200);
  assert.equal(second.json().requestedAt, first.json().requestedAt);
  await finished(ctx, owner, school._id);
  assert.equal(dedicatedCalls(ctx), 3);
});

test('a provider that is down fails each one with why; the run goes on, and a rerun gives them', async (t) => {
  const { ctx, owner, school, familyId } = await world(t);
  const family = (await owner.client.get(`/api/families/${familyId}`)).json();
  ctx.provider.setDown(true);
  await owner.client.post(runPath(school._id), {});
  const failed = await finished(ctx, owner, school._id);
  assert.equal(failed.done, 3);
  assert.deepEqual(
    failed.failed.map((failure) => failure.label),
    [family.name, 'Adeyemi Bola', 'Bakare Tunde'],
  );
  for (const failure of failed.failed) {
    assert.match(failure.message, /could not be reached\. Nothing was changed/);
  }

  ctx.provider.setDown(false);
  assert.equal((await owner.client.post(runPath(school._id), {})).statusCode, 202);
  const rerun = await finished(ctx, owner, school._id);
  assert.deepEqual(rerun.failed, []);
  assert.equal(dedicatedCalls(ctx), 3);
});

test('the run refuses before a settlement account, a viewer and a stranger', async (t) => {
  const { ctx, owner, school } = await world(t, { settled: false });
  const refused = await owner.client.post(runPath(school._id), {});
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().message, TRANSFER_ACCOUNT_NEEDS_SETTLEMENT);
  await settleSchool(ctx, owner, school);
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const stranger = await signUpOwner(ctx);
  assert.equal((await viewer.client.post(runPath(school._id), {})).statusCode, 403);
  assert.equal((await viewer.client.get(runPath(school._id))).statusCode, 403);
  assert.equal((await stranger.client.post(runPath(school._id), {})).statusCode, 404);
  assert.equal((await ctx.client().post(runPath(school._id), {})).statusCode, 401);
  await ctx.app.jobs.nudge();
  assert.equal(dedicatedCalls(ctx), 0);
});

test('a bursar demoted while the run goes stops it, saying why', async (t) => {
  const { ctx, owner, school } = await world(t);
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  ctx.provider.setDelay(100);
  await bursar.client.post(runPath(school._id), {});
  const staff = (await owner.client.get(`/api/schools/${school._id}/staff`)).json();
  const member = staff.find((one: { role: string }) => one.role === 'bursar');
  const demoted = await owner.client.put(`/api/schools/${school._id}/staff/${member._id}`, {
    role: 'viewer',
    password: owner.password,
  });
  assert.equal(demoted.statusCode, 200, demoted.body);
  const run = await finished(ctx, owner, school._id);
  assert.ok(run.done < 3, 'it stopped before the end');
  assert.deepEqual(run.failed.at(-1), { label: 'The run', message: RUN_ASKER_GONE });
});

test('two API processes run it once between them, and one that closes hands it over', async (t) => {
  const { ctx, owner, school } = await world(t);
  const second = await buildSecondTestApp(t, ctx);
  ctx.provider.setDelay(30);
  await owner.client.post(runPath(school._id), {});
  await Promise.all([ctx.app.jobs.nudge(), second.app.jobs.nudge()]);
  const run = await finished(ctx, owner, school._id);
  assert.deepEqual(run.failed, []);
  assert.equal(dedicatedCalls(ctx), 3, 'each account was asked for once');

  // A second school's run, asked of the second process, which closes while it runs.
  const other = await ownerWithStudent(ctx);
  await createStudent(other.owner, other.school._id, other.classroom._id, 0, 'Adeyemi Bola');
  await settleSchool(ctx, other.owner, other.school);
  const viaSecond = second.client();
  viaSecond.cookie = other.owner.client.cookie;
  ctx.provider.setDelay(200);
  assert.equal((await viaSecond.post(runPath(other.school._id), {})).statusCode, 202);
  await second.app.close();
  const handedBack = (await other.owner.client.get(runPath(other.school._id))).json();
  assert.equal(handedBack.state, 'queued', 'a closing process gives its run back at once');
  assert.ok(handedBack.done < 2);
  const handedOver = await finished(ctx, other.owner, other.school._id);
  assert.deepEqual({ done: handedOver.done, failed: handedOver.failed }, { done: 2, failed: [] });
  assert.equal(dedicatedCalls(ctx), 5, 'none was asked for twice');
});
