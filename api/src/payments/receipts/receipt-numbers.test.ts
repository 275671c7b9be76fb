import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatSchoolDateTime, LIMITS, schoolToday } from '@fees/shared-data/core';
import { recountDifferences } from '../../terms';
import { buildSecondTestApp, buildTestApp } from '../../testing/build-app';
import {
  createClassroom,
  createSchool,
  createStudent,
  initializePayment,
  signUpOwner,
  transferBody,
} from '../../testing/fixtures';

const verify = '/api/payments/verify';

test('card verifies and recorded payments of one school at once take its receipt numbers 1..N, none twice, none skipped; a void keeps its number and failures take none', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const kids = await createSchool(owner, 'Sunrise Kids Academy');
  const classroom = await createClassroom(owner, kids._id, 50_000);
  const [ada, emeka] = [
    await createStudent(owner, kids._id, classroom._id),
    await createStudent(owner, kids._id, classroom._id, 0, 'Eze Emeka'),
  ];
  const other = (await buildSecondTestApp(t, ctx)).client();
  other.cookie = owner.client.cookie;
  const record = (body: Record<string, unknown>) =>
    owner.client.post('/api/payments/record', {
      schoolId: kids._id,
      studentId: emeka._id,
      amount: 2_000,
      method: 'transfer',
      receivedOn: schoolToday(),
      depositorName: 'Ngozi Eze',
      email: '',
      purpose: 'Second term tuition',
      password: owner.password,
      ...body,
    });

  const first = await record({ externalReference: 'NIP-FIRST' });
  assert.equal(first.statusCode, 201, first.body);
  assert.equal(first.json().receiptNo, 'SKA-000001');

  const cards = [];
  for (let index = 0; index < 10; index += 1) {
    cards.push(await initializePayment(owner, kids._id, ada._id, 1_000));
  }
  for (const card of cards) ctx.provider.set(card.reference, { amount: card.amountKobo });
  const declined = await initializePayment(owner, kids._id, ada._id, 1_000);
  ctx.provider.set(declined.reference, { amount: declined.amountKobo, status: 'failed' });

  const answers = await Promise.all([
    ...cards.map((card, index) =>
      (index % 2 ? other : owner.client).post(verify, { reference: card.reference }),
    ),
    ...Array.from({ length: 10 }, (_, index) => record({ externalReference: `NIP-${index}` })),
    record({ externalReference: 'nip-first' }),
    owner.client.post(verify, { reference: declined.reference }),
  ]);
  assert.deepEqual(
    answers.map((answer) => answer.statusCode),
    [...Array<number>(10).fill(200), ...Array<number>(10).fill(201), 409, 409],
    answers.map((answer) => answer.body).join('\n'),
  );
  const counted = answers.slice(0, 20).map((answer) => answer.json());

  const numbers = [first.json(), ...counted].map((payment) => payment.receiptNo).sort();
  assert.deepEqual(
    numbers,
    Array.from({ length: 21 }, (_, index) => `SKA-${String(index + 1).padStart(6, '0')}`),
  );

  // Each student's receipts say what they had paid by then: every running total once.
  const adaPaid = counted.slice(0, 10).map((payment) => payment.paidToDate);
  assert.deepEqual(
    adaPaid.sort((a, b) => a - b),
    Array.from({ length: 10 }, (_, index) => (index + 1) * 1_000),
  );
  const emekaPaid = counted.slice(10).map((payment) => payment.paidToDate);
  assert.deepEqual(
    emekaPaid.sort((a, b) => a - b),
    Array.from({ length: 10 }, (_, index) => (index + 2) * 2_000),
  );
  for (const payment of counted) {
    assert.equal(payment.balanceAfter, 50_000 - payment.paidToDate);
  }
  assert.deepEqual(await recountDifferences(ctx.database.db), []);

  // A void keeps its number, and the next payment takes a new one: numbers are never reused.
  const voided = await owner.client.post(`/api/payments/${first.json()._id}/void`, {
    reason: 'Entered twice by mistake',
    password: owner.password,
  });
  assert.equal(voided.statusCode, 200, voided.body);
  assert.equal(voided.json().receiptNo, 'SKA-000001');
  assert.equal(voided.json().paidToDate, 2_000);
  const next = await record({ externalReference: 'NIP-NEXT', amount: 40_000 });
  assert.equal(next.json().receiptNo, 'SKA-000022');
  assert.deepEqual([next.json().paidToDate, next.json().balanceAfter], [60_000, -10_000]);
  assert.deepEqual(await recountDifferences(ctx.database.db), []);
});

test('the e-mailed receipt gives its number, what was paid to date, the balance after it and the time in Lagos', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const bright = await createSchool(owner, 'bright stars');
  const classroom = await createClassroom(owner, bright._id, 30_000);
  const student = await createStudent(owner, bright._id, classroom._id);
  const recorded = await owner.client.post('/api/payments/record', {
    ...transferBody(bright._id, student._id),
    amount: 10_000,
    password: owner.password,
  });
  assert.equal(recorded.statusCode, 201, recorded.body);
  const card = await initializePayment(owner, bright._id, student._id, 25_000);
  ctx.provider.set(card.reference, { amount: card.amountKobo });
  const verified = await owner.client.post(verify, { reference: card.reference });
  assert.equal(verified.statusCode, 200, verified.body);
  // A card payment is recorded (updatedAt) at the moment it is charged.
  const { updatedAt, receiptNo } = verified.json();
  assert.equal(receiptNo, 'BS-000002');

  const transferMail = await ctx.mailbox.waitFor((mail) => mail.raw.includes('BS-000001'));
  assert.match(transferMail.raw, /Receipt no\.: BS-000001/);
  assert.match(transferMail.raw, /To date: +NGN 10,000 paid this term/);
  assert.match(transferMail.raw, /Balance: +NGN 20,000 after this payment/);

  const cardMail = await ctx.mailbox.waitFor((mail) => mail.raw.includes('BS-000002'));
  assert.match(cardMail.raw, /To date: +NGN 35,000 paid this term/);
  assert.match(cardMail.raw, /Balance: +NGN 5,000 credit after this payment/);
  assert.match(cardMail.raw, new RegExp(`Date: +${formatSchoolDateTime(updatedAt)}`));
  assert.match(cardMail.raw, / WAT\b/);
  assert.doesNotMatch(cardMail.raw, /GMT/);
});

test('GET /payments?receipt= finds receipts by their number in any case, void ones too, only the owner’s', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const record = async (schoolId: string, studentId: string, reference: string) => {
    const recorded = await owner.client.post('/api/payments/record', {
      ...transferBody(schoolId, studentId),
      externalReference: reference,
      password: owner.password,
    });
    assert.equal(recorded.statusCode, 201, recorded.body);
    return recorded.json();
  };
  const kids = await createSchool(owner, 'Sunrise Kids Academy');
  const kidsRoom = await createClassroom(owner, kids._id, 50_000);
  const ada = await createStudent(owner, kids._id, kidsRoom._id);
  const bright = await createSchool(owner, 'Bright Stars');
  const brightRoom = await createClassroom(owner, bright._id, 30_000);
  const emeka = await createStudent(owner, bright._id, brightRoom._id, 0, 'Eze Emeka');
  const first = await record(kids._id, ada._id, 'NIP-1');
  const second = await record(kids._id, ada._id, 'NIP-2');
  const other = await record(bright._id, emeka._id, 'NIP-3');
  assert.deepEqual(
    [first.receiptNo, second.receiptNo, other.receiptNo],
    ['SKA-000001', 'SKA-000002', 'BS-000001'],
  );
  const voided = await owner.client.post(`/api/payments/${first._id}/void`, {
    reason: 'Entered twice by mistake',
    password: owner.password,
  });
  assert.equal(voided.statusCode, 200, voided.body);

  const found = async (query: string, client = owner.client) => {
    const response = await client.get(`/api/payments?${query}`);
    assert.equal(response.statusCode, 200, `${query}: ${response.body}`);
    return {
      receipts: response.json().map((payment: { receiptNo: string }) => payment.receiptNo),
      total: response.headers['x-total-count'],
      amount: response.headers['x-total-amount'],
    };
  };
  assert.deepEqual(await found('receipt=ska-000002'), {
    receipts: ['SKA-000002'],
    total: '1',
    amount: '15000',
  });
  // Part of a number finds every receipt holding it, newest first; a void one still counts nowhere.
  assert.deepEqual(await found('receipt=%20000001%20'), {
    receipts: ['BS-000001', 'SKA-000001'],
    total: '2',
    amount: '15000',
  });
  assert.deepEqual((await found(`receipt=SKA&schoolId=${bright._id}`)).receipts, []);
  // '%' and '_' are characters a receipt does not hold, not patterns.
  assert.deepEqual((await found('receipt=%25')).receipts, []);
  assert.deepEqual((await found('receipt=SKA_')).receipts, []);

  const stranger = await signUpOwner(ctx);
  assert.deepEqual((await found('receipt=SKA-000002', stranger.client)).receipts, []);

  const tooLong = await owner.client.get(
    `/api/payments?receipt=${'1'.repeat(LIMITS.queryMax + 1)}`,
  );
  assert.equal(tooLong.statusCode, 400, tooLong.body);
  assert.ok(tooLong.json().fields.receipt, tooLong.body);
});
