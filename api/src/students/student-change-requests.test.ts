import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusal } from '@fees/shared-data/core';
import type { TestApp } from '../testing/build-app';
import { buildTestApp } from '../testing/build-app';
import {
  createClassroom,
  figures,
  joinStaff,
  ownerWithStudent,
  signUpOwner,
  type Owner,
} from '../testing/fixtures';

const label = (person: Owner) =>
  `${person.user.firstname} ${person.user.lastname} <${person.email}>`;

/** A student of a NGN 25,000 class, a NGN 10,000 class beside it, the owner and a bursar. */
async function schoolWithBursar(ctx: TestApp) {
  const world = await ownerWithStudent(ctx);
  const cheap = await createClassroom(world.owner, world.school._id, 10_000, 'Nursery1');
  const bursar = await joinStaff(ctx, world.owner, world.school._id, 'bursar');
  const read = () => figures(world.owner, world.school._id, world.classroom._id, world.student._id);
  const edit = (who: Owner, changes: Record<string, unknown>) =>
    who.client.put(`/api/students/${world.student._id}`, {
      fullname: 'Okafor Ada',
      age: 7,
      sex: 'Female',
      phoneNo: '08031234567',
      discount: 0,
      classroom: world.classroom._id,
      password: who.password,
      ...changes,
    });
  const log = async () =>
    (await world.owner.client.get(`/api/schools/${world.school._id}/audit`))
      .json()
      .map((line: { action: string; subject: string }) => [line.action, line.subject]);
  return { ...world, cheap, bursar, read, edit, log };
}

test("a bursar's 100% discount waits for the owner, writing nothing off; approved, it applies", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, bursar, student, read, edit, log } = await schoolWithBursar(ctx);
  const before = await read();
  assert.equal(before.student.balance, 25_000);

  const asked = await edit(bursar, { discount: 100, fullname: 'Okafor Adaeze' });
  assert.equal(asked.statusCode, 202, asked.body);
  assert.equal(asked.json().discount, 0);
  assert.equal(asked.json().fullname, 'Okafor Ada', 'the whole edit waits');
  assert.deepEqual(
    { ...asked.json().changeRequest, at: undefined },
    {
      by: label(bursar),
      at: undefined,
      changes: 'Name Okafor Ada → Okafor Adaeze, Discount 0% → 100%',
      before: 25_000,
      after: 0,
    },
  );
  const waiting = await read();
  assert.deepEqual(
    { ...waiting, student: { ...waiting.student, changeRequest: null, updatedAt: null } },
    { ...before, student: { ...before.student, updatedAt: null } },
    'no figure moves while it waits',
  );

  const again = await edit(bursar, { age: 8 });
  assert.equal(again.statusCode, 409);
  assert.match(again.json().message, /A change to this student is waiting for the owner/);
  const selfApproved = await bursar.client.post(`/api/students/${student._id}/change/approve`, {
    password: bursar.password,
  });
  assert.equal(selfApproved.statusCode, 403);
  assert.equal(selfApproved.json().message, refusal('answerStudentChange'));

  const approved = await owner.client.post(`/api/students/${student._id}/change/approve`, {
    password: owner.password,
  });
  assert.equal(approved.statusCode, 200, approved.body);
  assert.equal(approved.json().discount, 100);
  assert.equal(approved.json().fullname, 'Okafor Adaeze');
  assert.equal(approved.json().changeRequest, null);
  const after = await read();
  assert.equal(after.student.balance, 0);
  assert.equal(after.school.totalFeesExpected, before.school.totalFeesExpected - 25_000);
  assert.equal(after.classroom.totalFeesExpected, before.classroom.totalFeesExpected - 25_000);

  const line = 'Name Okafor Ada → Okafor Adaeze, Discount 0% → 100%: NGN 25,000 → NGN 0 owed';
  assert.deepEqual((await log()).slice(0, 2), [
    ['student.change-approved', `Okafor Adaeze (Primary1): ${line}`],
    ['student.change-requested', `Okafor Ada (Primary1): ${line}`],
  ]);
  const twice = await owner.client.post(`/api/students/${student._id}/change/approve`, {
    password: owner.password,
  });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().message, 'No change to this student is waiting for the owner.');
});

test("the owner declines a bursar's move to a cheaper class: nothing changes, the reason shows", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, bursar, student, cheap, read, edit, log } = await schoolWithBursar(ctx);
  const before = await read();
  const asked = await edit(bursar, { classroom: cheap._id });
  assert.equal(asked.statusCode, 202, asked.body);
  assert.equal(asked.json().classroom, 'Primary1');

  const declined = await owner.client.post(`/api/students/${student._id}/change/decline`, {
    reason: 'Her class stays',
    password: owner.password,
  });
  assert.equal(declined.statusCode, 200, declined.body);
  assert.equal(declined.json().changeRequest, null);
  assert.equal(declined.json().changeDeclined.by, label(owner));
  assert.equal(declined.json().changeDeclined.reason, 'Her class stays');
  assert.equal(declined.json().changeDeclined.changes, 'Class Primary1 → Nursery1');
  assert.equal((await read()).student.balance, before.student.balance);
  assert.deepEqual((await log())[0], [
    'student.change-declined',
    'Okafor Ada (Primary1): Class Primary1 → Nursery1 declined: Her class stays',
  ]);

  const nothing = await owner.client.post(`/api/students/${student._id}/change/decline`, {
    reason: 'Still stays',
    password: owner.password,
  });
  assert.equal(nothing.statusCode, 409);
  const askedAgain = await edit(bursar, { classroom: cheap._id });
  assert.equal(askedAgain.statusCode, 202, 'the bursar may ask again');
});

test('approving applies the edit against the school as it is now: a class deleted since refuses it', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, bursar, student, cheap, edit } = await schoolWithBursar(ctx);
  assert.equal((await edit(bursar, { classroom: cheap._id })).statusCode, 202);
  const gone = await owner.client.delete(`/api/classrooms/${cheap._id}`, {
    password: owner.password,
  });
  assert.equal(gone.statusCode, 200, gone.body);
  const approved = await owner.client.post(`/api/students/${student._id}/change/approve`, {
    password: owner.password,
  });
  assert.equal(approved.statusCode, 404, approved.body);
  assert.equal(approved.json().message, 'Classroom not found in this school');
  const [still] = (await owner.client.get(`/api/students?_id=${student._id}`)).json();
  assert.equal(still.changeRequest.changes, 'Class Primary1 → Nursery1', 'it keeps waiting');
});

test("an edit owing no more applies at once, a bursar's too; every change of charges names its figures", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, bursar, cheap, classroom, read, edit, log } = await schoolWithBursar(ctx);
  const renamed = await edit(bursar, { age: 8 });
  assert.equal(renamed.statusCode, 200, renamed.body);
  assert.equal(renamed.json().changeRequest, null);

  const cheaper = await edit(owner, { age: 8, classroom: cheap._id });
  assert.equal(cheaper.statusCode, 200, 'the owner writes off at once');
  assert.equal((await read()).student.balance, 10_000);
  const dearer = await edit(bursar, { age: 8, classroom: classroom._id });
  assert.equal(dearer.statusCode, 200, 'a bursar may raise what is owed');
  assert.deepEqual((await log()).slice(0, 3), [
    [
      'student.updated',
      'Okafor Ada (Primary1): Class Nursery1 → Primary1: NGN 10,000 → NGN 25,000 owed',
    ],
    [
      'student.updated',
      'Okafor Ada (Nursery1): Class Primary1 → Nursery1: NGN 25,000 → NGN 10,000 owed',
    ],
    ['student.updated', 'Okafor Ada (Primary1)'],
  ]);
});

test("dropping a bursar's optional item waits; a viewer asks nothing; a stranger finds nothing", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, bursar, school, student, classroom, edit } = await schoolWithBursar(ctx);
  const saved = await owner.client.put(`/api/classrooms/${classroom._id}/fee-items`, {
    items: [{ name: 'School bus', amount: 5_000, optional: true }],
    password: owner.password,
  });
  assert.equal(saved.statusCode, 200, saved.body);
  const bus = saved.json()[0]._id;
  assert.equal((await edit(bursar, { optionalItems: [bus] })).statusCode, 200);
  const dropped = await edit(bursar, { optionalItems: [] });
  assert.equal(dropped.statusCode, 202, dropped.body);
  assert.equal(dropped.json().changeRequest.changes, 'Optional items School bus → none');
  assert.equal(dropped.json().changeRequest.before, 30_000);

  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const viewerEdits = await edit(viewer, { discount: 100 });
  assert.equal(viewerEdits.statusCode, 403);
  const stranger = await signUpOwner(ctx);
  for (const path of ['change/approve', 'change/decline']) {
    const body =
      path === 'change/approve'
        ? { password: stranger.password }
        : { reason: 'Mine now', password: stranger.password };
    const response = await stranger.client.post(`/api/students/${student._id}/${path}`, body);
    assert.equal(response.statusCode, 404, path);
  }
  const wrongBody = await owner.client.post(`/api/students/${student._id}/change/decline`, {
    password: owner.password,
  });
  assert.equal(wrongBody.statusCode, 400);
});
