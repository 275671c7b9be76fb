import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { buildSecondTestApp, buildTestApp } from '../testing/build-app';
import {
  addSibling,
  createClassroom,
  createStudent,
  joinStaff,
  settledSchool,
  type Owner,
} from '../testing/fixtures';
import { postEvent, postTransfer } from '../testing/paystack-webhook';

/** A settled school with Ada (NGN 50,000) and her brother Chidi (NGN 40,000), one family. */
async function family(t: TestContext) {
  const ctx = await buildTestApp(t);
  const { owner, school } = await settledSchool(ctx);
  const primary1 = await createClassroom(owner, school._id, 50_000, 'Primary1');
  const primary4 = await createClassroom(owner, school._id, 40_000, 'Primary4');
  const ada = await createStudent(
    owner,
    school._id,
    primary1._id,
    0,
    'Okafor Ada',
    'ngozi@example.com',
  );
  const chidi = await addSibling(owner, {
    schoolId: school._id,
    classroomId: primary4._id,
    siblingOf: ada._id,
  });
  const familyId = chidi.familyId as string;
  const account = await owner.client.post(`/api/families/${familyId}/transfer-account`, {});
  assert.equal(account.statusCode, 201, account.body);
  return { ctx, owner, school, ada, chidi, familyId, accountNumber: account.json().accountNumber };
}

interface Listed {
  studentName: string;
  amount: number;
  method: string;
  depositorName: string;
  narration: string;
  receivedOn: string;
  receiptNo: string;
  recordedBy: string;
}

const transfers = async (owner: Owner, schoolId: string): Promise<Listed[]> =>
  (await owner.client.get(`/api/payments?schoolId=${schoolId}&method=transfer`)).json();

const unmatched = (owner: Owner, schoolId: string) =>
  owner.client.get(`/api/schools/${schoolId}/transfers/unmatched`);

test("a transfer into a family's account records itself, split oldest debt first, with one receipt mail and the log's line", async (t) => {
  const { ctx, owner, school, familyId, accountNumber } = await family(t);
  const { response, reference } = await postTransfer(ctx, accountNumber, 6_000_000, {
    name: 'OKAFOR NGOZI',
    narration: 'Fees Ada and Chidi',
    paidAt: new Date('2026-11-27T07:14:00Z'),
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().message, 'Transfer recorded');

  const listed = await transfers(owner, school._id);
  assert.deepEqual(
    listed.map((payment) => payment.recordedBy),
    ['Transfer account (recorded by itself)', 'Transfer account (recorded by itself)'],
  );
  assert.deepEqual(
    listed
      .map((payment) => [
        payment.studentName,
        payment.amount,
        payment.depositorName,
        payment.narration,
        payment.receivedOn,
      ])
      .sort(),
    [
      ['Okafor Ada', 50_000, 'OKAFOR NGOZI', 'Fees Ada and Chidi', '2026-11-27'],
      ['Okafor Chidi', 10_000, 'OKAFOR NGOZI', 'Fees Ada and Chidi', '2026-11-27'],
    ],
  );
  const mail = await ctx.mailbox.waitFor(
    (message) => message.to.includes('ngozi@example.com') && message.raw.includes(reference),
  );
  assert.match(mail.raw, /Method:\s+Bank transfer/);
  assert.match(mail.raw, /Okafor Ada[\s\S]*Okafor Chidi/);
  // The same words as the printed receipt: the term, who received it, where to pay next time.
  assert.match(mail.raw, /Term:\s+First term \d{4}\/\d{4}/);
  assert.match(mail.raw, /Received by: Transfer account \(recorded by itself\)/);
  assert.match(
    mail.raw,
    new RegExp(`Pay by transfer to ${accountNumber}, Wema Bank, [^\n]*/OKAFOR FAMILY\\.`),
  );
  const log = (
    await owner.client.get(`/api/schools/${school._id}/audit?action=payment.paid`)
  ).json() as { actor: string; subject: string }[];
  assert.deepEqual(
    log.map((line) => line.actor),
    ['Transfer from OKAFOR NGOZI, 08:14 WAT', 'Transfer from OKAFOR NGOZI, 08:14 WAT'],
  );
  const figures = (await owner.client.get(`/api/families/${familyId}`)).json();
  assert.equal(figures.balance, 30_000, 'NGN 90,000 of fees less the NGN 60,000 transferred');
  assert.deepEqual((await unmatched(owner, school._id)).json(), []);
});

test('the same transfer delivered three times, and to two API processes at once, is recorded once', async (t) => {
  const { ctx, owner, school, accountNumber } = await family(t);
  const second = await buildSecondTestApp(t, ctx);
  const { response, event } = await postTransfer(ctx, accountNumber, 2_000_000);
  assert.equal(response.json().message, 'Transfer recorded');
  const again = await Promise.all([
    postEvent(ctx, event),
    postEvent(second, event),
    postEvent(ctx, event),
  ]);
  assert.deepEqual(
    again.map((reply) => [reply.statusCode, reply.json().message]),
    Array(3).fill([200, 'Transfer already received']),
  );

  const { event: other } = await postTransfer(ctx, accountNumber, 1_000_000);
  const { event: fresh } = { event: { ...other } };
  const racing = await Promise.all([postEvent(second, fresh), postEvent(ctx, fresh)]);
  assert.deepEqual(
    racing.map((reply) => reply.statusCode),
    [200, 200],
  );
  const listed = await transfers(owner, school._id);
  assert.equal(
    listed.length,
    2,
    'one payment for each transfer: both went to Ada, the eldest debt',
  );
  assert.deepEqual(listed.map((payment) => payment.amount).sort(), [10_000, 20_000]);
});

test("a lone student's transfer is one payment with its receipt mailed to the parent", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await settledSchool(ctx);
  const classroom = await createClassroom(owner, school._id, 30_000, 'JSS1');
  const bola = await createStudent(
    owner,
    school._id,
    classroom._id,
    0,
    'Adeyemi Bola',
    'bola.mum@example.com',
  );
  const account = (
    await owner.client.post(`/api/students/${bola._id}/transfer-account`, {})
  ).json();
  const { response, reference } = await postTransfer(ctx, account.accountNumber, 3_500_000, {
    name: 'ADEYEMI FOLAKE',
  });
  assert.equal(response.json().message, 'Transfer recorded');
  const [payment] = await transfers(owner, school._id);
  assert.equal(payment?.amount, 35_000);
  assert.equal(payment?.studentName, 'Adeyemi Bola');
  const [student] = (await owner.client.get(`/api/students?schoolId=${school._id}`)).json();
  assert.equal(student.totalPaidFees, 35_000);
  const mail = await ctx.mailbox.waitFor((message) => message.to.includes('bola.mum@example.com'));
  assert.match(mail.raw, new RegExp(payment?.receiptNo ?? 'none'));
  assert.match(mail.raw, new RegExp(reference));
  assert.match(mail.raw, /Term:\s+First term \d{4}\/\d{4}/);
  assert.match(mail.raw, /Received by: Transfer account \(recorded by itself\)/);
  assert.match(
    mail.raw,
    new RegExp(`Pay by transfer to ${account.accountNumber}, Wema Bank, ${account.accountName}\\.`),
  );
});

test('a transfer the provider does not confirm, or whose family is gone, is kept unmatched and then assigned under the password', async (t) => {
  const { ctx, owner, school, ada, accountNumber } = await family(t);
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');

  // The provider's own record says less than the event: nothing recorded, kept with why.
  const data = ctx.provider.transfer(accountNumber, 5_000_000, {
    name: 'EZE JOHN',
    narration: 'Ada fees',
  });
  ctx.provider.set(String(data.reference), { amount: 500_000 });
  const doubted = await postEvent(ctx, { event: 'charge.success', data });
  assert.match(
    doubted.json().message,
    /^Kept as unmatched: The provider reports NGN 5,000, not the NGN 50,000/,
  );
  assert.deepEqual(await transfers(owner, school._id), []);

  // A lone student leaves the register: their account stays, and what arrives in it waits.
  const classroom = await createClassroom(owner, school._id, 30_000, 'JSS1');
  const bola = await createStudent(owner, school._id, classroom._id, 0, 'Adeyemi Bola');
  const lone = (await owner.client.post(`/api/students/${bola._id}/transfer-account`, {})).json();
  const gone = await owner.client.delete(`/api/students/${bola._id}`, { password: owner.password });
  assert.equal(gone.statusCode, 200, gone.body);
  const { response } = await postTransfer(ctx, lone.accountNumber, 2_500_000, {
    name: 'OKAFOR NGOZI',
  });
  assert.match(response.json().message, /no longer at the school/);

  assert.equal((await unmatched(viewer, school._id)).statusCode, 403);
  const waiting = (await unmatched(bursar, school._id)).json() as {
    _id: string;
    amount: number;
    senderName: string;
    narration: string;
    reason: string;
  }[];
  assert.deepEqual(
    waiting.map((transfer) => [transfer.amount, transfer.senderName]),
    [
      [25_000, 'OKAFOR NGOZI'],
      [50_000, 'EZE JOHN'],
    ],
  );
  const [orphan, doubtedOne] = waiting;
  assert.ok(orphan && doubtedOne);

  const path = (id: string) => `/api/transfers/${id}/assign`;
  const wrong = await bursar.client.post(path(orphan._id), {
    studentId: ada._id,
    password: 'wrong password',
  });
  assert.equal(wrong.statusCode, 403);
  assert.equal(
    (await viewer.client.post(path(orphan._id), { studentId: ada._id, password: viewer.password }))
      .statusCode,
    403,
  );
  const neither = await bursar.client.post(path(orphan._id), { password: bursar.password });
  assert.equal(neither.statusCode, 400);

  const assigned = await bursar.client.post(path(orphan._id), {
    studentId: ada._id,
    password: bursar.password,
  });
  assert.equal(assigned.statusCode, 200, assigned.body);
  assert.deepEqual(
    assigned
      .json()
      .shares.map((share: { studentName: string; amount: number }) => [
        share.studentName,
        share.amount,
      ]),
    [['Okafor Ada', 25_000]],
  );
  const twice = await bursar.client.post(path(orphan._id), {
    studentId: ada._id,
    password: bursar.password,
  });
  assert.equal(twice.statusCode, 409);
  const [byBursar] = await transfers(owner, school._id);
  assert.match(byBursar?.recordedBy ?? '', /<bursar/, 'an assigned transfer names who assigned it');

  // The provider still disagrees: it cannot be assigned, and stays listed.
  const refused = await owner.client.post(path(doubtedOne._id), {
    studentId: ada._id,
    password: owner.password,
  });
  assert.equal(refused.statusCode, 409);
  assert.deepEqual(
    (await unmatched(owner, school._id)).json().map((transfer: { _id: string }) => transfer._id),
    [doubtedOne._id],
  );
  const log = (
    await owner.client.get(`/api/schools/${school._id}/audit?action=transfer.assigned`)
  ).json();
  assert.equal(log.length, 1);
  assert.match(log[0].subject, /NGN 25,000 from OKAFOR NGOZI .* to Okafor Ada/);
});

test('a provider that cannot be reached keeps nothing; the retried delivery records the transfer', async (t) => {
  const { ctx, owner, school, accountNumber } = await family(t);
  const data = ctx.provider.transfer(accountNumber, 1_000_000);
  ctx.provider.setDown(true);
  const event = { event: 'charge.success', data };
  assert.equal((await postEvent(ctx, event)).statusCode, 503);
  assert.deepEqual(await transfers(owner, school._id), []);
  assert.deepEqual((await unmatched(owner, school._id)).json(), []);
  ctx.provider.setDown(false);
  assert.equal((await postEvent(ctx, event)).json().message, 'Transfer recorded');
  assert.equal((await transfers(owner, school._id)).length, 1);
});
