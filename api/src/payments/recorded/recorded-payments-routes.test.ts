import assert from 'node:assert/strict';
import { test } from 'node:test';
import { schoolToday } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/schools';
import type { TestApp } from '../../testing/build-app';
import { assertFieldError } from '../../testing/assert-field-error';
import {
  createStudent,
  figures,
  initializePayment,
  ownerWithStudent,
  paymentWorld,
  signUpOwner,
  transferBody,
  type Owner,
} from '../../testing/fixtures';

async function setup(t: Parameters<typeof paymentWorld>[0]) {
  const world = await paymentWorld(t);
  const record = (overrides: Record<string, unknown> = {}) =>
    world.owner.client.post('/api/payments/record', {
      ...transferBody(world.school._id, world.student._id),
      password: world.owner.password,
      ...overrides,
    });
  return { ...world, record };
}

async function paid(totals: () => ReturnType<typeof figures>) {
  const now = await totals();
  return [now.student.totalPaidFees, now.classroom.totalFees, now.school.totalFees];
}

function voidPayment(owner: Owner, id: string, overrides: Record<string, unknown> = {}) {
  return owner.client.post(`/api/payments/${id}/void`, {
    reason: 'Entered twice by mistake',
    password: owner.password,
    ...overrides,
  });
}

async function cardPayment(ctx: TestApp, owner: Owner, schoolId: string, studentId: string) {
  const init = await initializePayment(owner, schoolId, studentId, 10_000);
  ctx.provider.set(init.reference, { amount: 1_000_000 });
  const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
  assert.equal(verify.statusCode, 200, verify.body);
  return verify.json();
}

test('a recorded transfer counts in every figure, keeps who recorded it, is listed with its method and mails a receipt', async (t) => {
  const { ctx, owner, school, student, classroom, totals, record } = await setup(t);
  const response = await record();
  assert.equal(response.statusCode, 201, response.body);
  const payment = response.json();
  assert.equal(payment.status, 'success');
  assert.equal(payment.method, 'transfer');
  assert.equal(payment.externalReference, 'NIP000123456789');
  assert.equal(payment.receivedOn, schoolToday());
  assert.equal(payment.amount, 15_000);
  assert.equal(payment.studentName, student.fullname);
  assert.equal(payment.studentClass, classroom.name);
  assert.equal(payment.recordedBy, `Chidi Okafor <${owner.email}>`);
  assert.equal(payment.voidedAt, null);
  assert.match(payment.referenceNo, /^fm_/);
  assert.deepEqual(await paid(totals), [15_000, 15_000, 15_000]);

  const receipt = await ctx.mailbox.waitFor(
    (mail) => mail.to.includes('ngozi@example.com') && mail.raw.includes(payment.referenceNo),
  );
  assert.match(receipt.raw, /Method: +Bank transfer/);
  assert.match(receipt.raw, /Bank ref\.: +NIP000123456789/);
  assert.match(receipt.raw, /Received: +\d{2}-\d{2}-\d{4}/);
  assert.doesNotMatch(receipt.raw, /Transaction:/);
  assert.match(receipt.raw, /Term: +First term \d{4}\/\d{4}/);
  assert.match(
    receipt.raw,
    /Received by: Chidi Okafor\r?\n/,
    'named as the printed receipt names them',
  );
  assert.doesNotMatch(receipt.raw, /Pay by transfer/, 'the student has no transfer account');

  // Cash with no e-mail: recorded, and no receipt is mailed.
  const cash = await record({ method: 'cash', amount: 2_500.5, email: '', externalReference: '' });
  assert.equal(cash.statusCode, 201, cash.body);
  await cardPayment(ctx, owner, school._id, student._id);
  await ctx.deliverQueuedMail();
  assert.equal(
    ctx.mailbox.messages.filter((mail) => mail.raw.includes(cash.json().referenceNo)).length,
    0,
  );

  const list = await owner.client.get(`/api/payments?schoolId=${school._id}`);
  assert.equal(list.headers['x-total-count'], '3');
  assert.equal(list.headers['x-total-amount'], '27500.5');
  assert.equal(list.headers['x-total-by-method'], 'card=10000,cash=2500.5,transfer=15000');
  const transfers = await owner.client.get(`/api/payments?method=transfer,pos`);
  assert.deepEqual(transfers.json(), [payment]);
  assert.equal(transfers.headers['x-total-by-method'], 'transfer=15000');
  const wrong = await owner.client.get('/api/payments?method=cheque');
  assertFieldError(wrong, 'method', /must be card or cash or transfer or pos or other/, 'method');
});

test('a reference already counted for the school is refused with the payment it repeats; voiding frees it', async (t) => {
  const { ctx, owner, school, totals, record } = await setup(t);
  const first = (await record()).json();
  for (const reference of ['NIP000123456789', ' nip000123456789 ']) {
    const again = await record({ externalReference: reference, amount: 20_000 });
    assert.equal(again.statusCode, 409, reference);
    assert.deepEqual(again.json(), {
      message: 'This reference is already recorded for this school.',
      fields: { externalReference: 'This reference is already recorded for this school.' },
      existingId: first._id,
    });
  }
  assert.deepEqual(await paid(totals), [15_000, 15_000, 15_000]);

  // Another school of the same owner has its own references.
  const other = await ownerWithStudent(ctx);
  const elsewhere = await other.owner.client.post('/api/payments/record', {
    ...transferBody(other.school._id, other.student._id),
    password: other.owner.password,
  });
  assert.equal(elsewhere.statusCode, 201, elsewhere.body);

  assert.equal((await voidPayment(owner, first._id)).statusCode, 200);
  const reentered = await record();
  assert.equal(reentered.statusCode, 201, reentered.body);
  const list = await owner.client.get(`/api/payments?schoolId=${school._id}`);
  assert.equal(list.headers['x-total-count'], '2');
  assert.equal(list.headers['x-total-amount'], '15000');
});

test('bad input, a wrong password or another owner’s student: refused, nothing recorded', async (t) => {
  const { ctx, owner, school, student, totals, record } = await setup(t);
  const tomorrow = schoolToday(new Date(Date.now() + 86_400_000));
  const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['future', { receivedOn: tomorrow }, 'receivedOn', /cannot be in the future/],
    ['not a date', { receivedOn: '2026-02-30' }, 'receivedOn', /Date received is invalid/],
    ['no reference', { externalReference: '' }, 'externalReference', /required for bank transfers/],
    ['pos', { method: 'pos', externalReference: undefined }, 'externalReference', /required/],
    ['card', { method: 'card' }, 'method', /Cash, Bank transfer, POS or Other/],
    ['small', { amount: 999 }, 'amount', /Minimum of 1000/],
    ['email', { email: 'not-an-email' }, 'email', /Email is invalid/],
    ['owned', { status: 'void' }, 'status', /Unknown field/],
  ];
  for (const [label, overrides, field, message] of cases) {
    assertFieldError(await record(overrides), field, message, label);
  }
  const wrongPassword = await record({ password: 'not-it' });
  assert.equal(wrongPassword.statusCode, 403);
  assert.deepEqual(wrongPassword.json(), { message: 'Incorrect password' });

  const stranger = await signUpOwner(ctx);
  const foreign = await stranger.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    password: stranger.password,
  });
  assert.equal(foreign.statusCode, 404);
  const otherWorld = await ownerWithStudent(ctx);
  const foreignStudent = await record({ studentId: otherWorld.student._id });
  assert.equal(foreignStudent.statusCode, 404);
  assert.deepEqual(foreignStudent.json().fields, { studentId: 'Student not found in this school' });

  assert.deepEqual(await paid(totals), [0, 0, 0]);
  assert.equal((await owner.client.get('/api/payments')).headers['x-total-count'], '0');
});

test('voiding keeps the payment with who, when and why, and takes it out of every figure once', async (t) => {
  const { ctx, owner, school, student, totals, record } = await setup(t);
  const kept = (await record({ method: 'cash', externalReference: '', amount: 5_000 })).json();
  const mistake = (await record()).json();
  assert.deepEqual(await paid(totals), [20_000, 20_000, 20_000]);

  const wrongPassword = await voidPayment(owner, mistake._id, { password: 'nope' });
  assert.equal(wrongPassword.statusCode, 403);
  assertFieldError(
    await voidPayment(owner, mistake._id, { reason: 'oops' }),
    'reason',
    /at least 5/,
    'short',
  );
  assert.deepEqual(await paid(totals), [20_000, 20_000, 20_000]);

  const voided = await voidPayment(owner, mistake._id, { reason: '  Entered twice by mistake ' });
  assert.equal(voided.statusCode, 200, voided.body);
  const payment = voided.json();
  assert.equal(payment.status, 'void');
  assert.equal(payment.voidReason, 'Entered twice by mistake');
  assert.equal(payment.voidedBy, `Chidi Okafor <${owner.email}>`);
  assert.ok(Date.parse(payment.voidedAt) >= Date.parse(payment.createdAt));
  assert.equal(payment.amount, 15_000);
  assert.deepEqual(await paid(totals), [5_000, 5_000, 5_000]);

  const again = await voidPayment(owner, mistake._id);
  assert.equal(again.statusCode, 409);
  assert.deepEqual(again.json(), { message: 'This payment is already void.' });

  const list = await owner.client.get(`/api/payments?schoolId=${school._id}`);
  assert.deepEqual(
    list.json().map((row: { _id: string; status: string }) => [row._id, row.status]),
    [
      [mistake._id, 'void'],
      [kept._id, 'success'],
    ],
  );
  assert.equal(list.headers['x-total-amount'], '5000');
  assert.equal(list.headers['x-total-by-method'], 'cash=5000');
  // Two listed, one of them void: counted as the cash book counts them.
  assert.equal(list.headers['x-total-count'], '2');
  assert.equal(list.headers['x-total-voided'], '1');

  const card = await cardPayment(ctx, owner, school._id, student._id);
  const refused = await voidPayment(owner, card._id);
  assert.equal(refused.statusCode, 409);
  assert.deepEqual(refused.json(), {
    message: 'Card payments cannot be voided here. Refund them at the card provider.',
  });

  const stranger = await signUpOwner(ctx);
  assert.equal((await voidPayment(stranger, kept._id)).statusCode, 404);
  const pending = await initializePayment(owner, school._id, student._id);
  const [pendingRow] = await ctx.database.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.referenceNo, pending.reference));
  assert.equal((await voidPayment(owner, pendingRow?.id ?? '')).statusCode, 404);
  assert.deepEqual(await paid(totals), [15_000, 15_000, 15_000]);

  // A voided payment is still on the record: its student stays.
  const onlyVoided = await createStudent(owner, school._id, student.classroomId, 0, 'Bello Musa');
  const entry = (
    await record({ studentId: onlyVoided._id, method: 'other', externalReference: '' })
  ).json();
  assert.equal((await voidPayment(owner, entry._id)).statusCode, 200);
  const removal = await owner.client.delete(`/api/students/${onlyVoided._id}`, {
    password: owner.password,
  });
  assert.equal(removal.statusCode, 409);
});

test('records and voids at the same instant leave exact totals', async (t) => {
  const { owner, totals, record } = await setup(t);
  const amounts = [1_000, 2_000.5, 3_000, 4_000, 5_000.25, 6_000];
  const recorded = await Promise.all(
    amounts.map((amount, index) =>
      record({ amount, method: 'cash', externalReference: `CASH-${index}` }),
    ),
  );
  assert.deepEqual(
    recorded.map((response) => response.statusCode),
    amounts.map(() => 201),
  );
  assert.deepEqual(await paid(totals), [21_000.75, 21_000.75, 21_000.75]);

  // The same bank reference entered twice at once: exactly one is recorded.
  const twice = await Promise.all([record(), record()]);
  assert.deepEqual(twice.map((response) => response.statusCode).sort(), [201, 409]);

  const target = recorded[1]?.json();
  const voids = await Promise.all([voidPayment(owner, target._id), voidPayment(owner, target._id)]);
  assert.deepEqual(voids.map((response) => response.statusCode).sort(), [200, 409]);
  assert.deepEqual(await paid(totals), [34_000.25, 34_000.25, 34_000.25]);
});

test('twenty payments recorded at once with the right admin password are all recorded', async (t) => {
  const { totals, record } = await setup(t);
  const recorded = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      record({ amount: 1_000, method: 'cash', externalReference: `CASH-${index}` }),
    ),
  );
  assert.deepEqual(
    recorded.map((response) => response.statusCode),
    recorded.map(() => 201),
    recorded.map((response) => response.body).join('\n'),
  );
  assert.deepEqual(await paid(totals), [20_000, 20_000, 20_000]);
});
