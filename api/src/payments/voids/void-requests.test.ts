import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusal } from '@fees/shared-data/core';
import type { TestApp } from '../../testing/build-app';
import { buildTestApp } from '../../testing/build-app';
import {
  figures,
  joinStaff,
  ownerWithStudent,
  signUpOwner,
  transferBody,
  type Owner,
} from '../../testing/fixtures';

const label = (person: Owner) =>
  `${person.user.firstname} ${person.user.lastname} <${person.email}>`;

/** A school with a NGN 15,000 transfer its bursar recorded, and the owner and bursar. */
async function recordedByBursar(ctx: TestApp) {
  const world = await ownerWithStudent(ctx);
  const bursar = await joinStaff(ctx, world.owner, world.school._id, 'bursar');
  const recorded = await bursar.client.post('/api/payments/record', {
    ...transferBody(world.school._id, world.student._id),
    password: bursar.password,
  });
  assert.equal(recorded.statusCode, 201, recorded.body);
  const paid = () => figures(world.owner, world.school._id, world.classroom._id, world.student._id);
  return { ...world, bursar, payment: recorded.json(), paid };
}

test("a bursar's void waits for the owner, counting meanwhile; approved, it is void with both names", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, bursar, payment, paid } = await recordedByBursar(ctx);
  const before = await paid();
  assert.equal(before.student.totalPaidFees, 15_000);

  const asked = await bursar.client.post(`/api/payments/${payment._id}/void`, {
    reason: 'Entered twice',
    password: bursar.password,
  });
  assert.equal(asked.statusCode, 202, asked.body);
  assert.equal(asked.json().status, 'success');
  assert.equal(asked.json().voidRequest.by, label(bursar));
  assert.equal(asked.json().voidRequest.reason, 'Entered twice');
  assert.deepEqual(await paid(), before, 'it counts until the owner approves');
  const waiting = () =>
    owner.client.get(`/api/payments?schoolId=${payment.schoolId}&voidRequested=true`);
  assert.deepEqual(
    (await waiting()).json().map((row: { _id: string }) => row._id),
    [payment._id],
  );

  const again = await bursar.client.post(`/api/payments/${payment._id}/void`, {
    reason: 'Still twice',
    password: bursar.password,
  });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().message, 'A void of this payment is already waiting for the owner.');
  const selfApproved = await bursar.client.post(`/api/payments/${payment._id}/void/approve`, {
    password: bursar.password,
  });
  assert.equal(selfApproved.statusCode, 403);
  assert.equal(selfApproved.json().message, refusal('answerVoid'));
  const wrongPassword = await owner.client.post(`/api/payments/${payment._id}/void/approve`, {
    password: 'not-the-password',
  });
  assert.equal(wrongPassword.statusCode, 403);
  assert.deepEqual(await paid(), before);

  const approved = await owner.client.post(`/api/payments/${payment._id}/void/approve`, {
    password: owner.password,
  });
  assert.equal(approved.statusCode, 200, approved.body);
  const voided = approved.json();
  assert.equal(voided.status, 'void');
  assert.equal(voided.voidedBy, label(owner));
  assert.equal(voided.voidReason, 'Entered twice');
  assert.equal(voided.voidRequest.by, label(bursar));
  assert.deepEqual((await waiting()).json(), [], 'none waits once approved');
  const after = await paid();
  assert.equal(after.student.totalPaidFees, 0);
  assert.equal(after.school.totalFees, before.school.totalFees - 15_000);

  const twice = await owner.client.post(`/api/payments/${payment._id}/void/approve`, {
    password: owner.password,
  });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().message, 'This payment is already void.');
});

test('the owner declines with a reason: the request ends, the payment counts, and may be asked again', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, bursar, payment, paid } = await recordedByBursar(ctx);
  const before = await paid();

  const nothingYet = await owner.client.post(`/api/payments/${payment._id}/void/decline`, {
    reason: 'It is right',
    password: owner.password,
  });
  assert.equal(nothingYet.statusCode, 409);
  assert.equal(nothingYet.json().message, 'No void of this payment is waiting for the owner.');

  await bursar.client.post(`/api/payments/${payment._id}/void`, {
    reason: 'Wrong student',
    password: bursar.password,
  });
  const declined = await owner.client.post(`/api/payments/${payment._id}/void/decline`, {
    reason: 'The bank statement shows it for this student',
    password: owner.password,
  });
  assert.equal(declined.statusCode, 200, declined.body);
  assert.equal(declined.json().status, 'success');
  assert.equal(declined.json().voidRequest, null);
  assert.equal(declined.json().voidDeclined.by, label(owner));
  assert.equal(declined.json().voidDeclined.reason, 'The bank statement shows it for this student');
  assert.deepEqual(await paid(), before);

  const [listed] = (await bursar.client.get(`/api/payments?_id=${payment._id}`)).json();
  assert.equal(listed.voidDeclined.by, label(owner), 'the bursar sees why it still counts');
  const askedAgain = await bursar.client.post(`/api/payments/${payment._id}/void`, {
    reason: 'Wrong student, see the ledger',
    password: bursar.password,
  });
  assert.equal(askedAgain.statusCode, 202);
});

test("the owner's void is at once; a viewer asks nothing; another school's owner finds nothing", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, payment, paid } = await recordedByBursar(ctx);
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const stranger = await signUpOwner(ctx);

  const viewerAsks = await viewer.client.post(`/api/payments/${payment._id}/void`, {
    reason: 'Looks wrong',
    password: viewer.password,
  });
  assert.equal(viewerAsks.statusCode, 403);
  assert.equal(viewerAsks.json().message, refusal('askVoid'));
  for (const path of ['void', 'void/approve', 'void/decline']) {
    const body =
      path === 'void/approve'
        ? { password: stranger.password }
        : { reason: 'Mine now', password: stranger.password };
    const response = await stranger.client.post(`/api/payments/${payment._id}/${path}`, body);
    assert.equal(response.statusCode, 404, path);
  }

  const voided = await owner.client.post(`/api/payments/${payment._id}/void`, {
    reason: 'Entered twice',
    password: owner.password,
  });
  assert.equal(voided.statusCode, 200, voided.body);
  assert.equal(voided.json().status, 'void');
  assert.equal(voided.json().voidRequest, null);
  assert.equal((await paid()).student.totalPaidFees, 0);
});
