import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema/schools';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp } from '../testing/build-app';
import { familyLinkToken, figures, initializePayment, ownerWithStudent } from '../testing/fixtures';
import { SIMULATED_INLINE_PATH } from './simulated-checkout-routes';

const simulation = { PAYSTACK_SECRET_KEY: '', FEES_DEV_CHECKOUT: '1' };

test('FEES_DEV_CHECKOUT=1 and no secret key: a labelled simulated checkout and verify, no provider call', async (t) => {
  const ctx = await buildTestApp(t, { env: simulation });
  assert.equal(ctx.config.paystack.simulated, true);
  const script = await ctx.client().get(SIMULATED_INLINE_PATH);
  assert.equal(script.statusCode, 200);
  assert.match(String(script.headers['content-type']), /application\/javascript/);
  assert.equal(script.headers['cross-origin-resource-policy'], 'cross-origin');
  // The guest demo's script, which turns into this labelled simulation when served from here.
  assert.match(script.body, /Simulated checkout \\u2014 no real money/);
  assert.match(script.body, new RegExp(`SIMULATED_PATH = '${SIMULATED_INLINE_PATH}'`));
  assert.match(script.body, /window\.PaystackPop = PaystackPop/);
  assert.doesNotMatch(script.body, /innerHTML/);

  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const init = await initializePayment(owner, school._id, student._id, 15_000);

  // Before the simulated checkout charges it, verify finds no transaction.
  assert.equal(
    (await owner.client.post('/api/payments/verify', { reference: init.reference })).statusCode,
    409,
  );

  const charge = (body: Record<string, unknown>) =>
    owner.client.post('/api/dev/paystack/charge', body);
  // The checkout page's own charge: the initialized reference and its whole amount.
  const chargeInitialized = (outcome: string) =>
    charge({ reference: init.reference, amount: init.amountKobo, outcome });
  assert.equal(
    (await charge({ reference: 'never-initialized', amount: 100, outcome: 'success' })).statusCode,
    404,
  );
  assert.equal(
    (await charge({ reference: init.reference, amount: '1', outcome: 'success' })).statusCode,
    400,
  );
  const declined = await chargeInitialized('failed');
  assert.equal(declined.statusCode, 200);
  assert.equal(
    (await owner.client.post('/api/payments/verify', { reference: init.reference })).statusCode,
    409,
  );

  const paid = await chargeInitialized('success');
  assert.equal(paid.statusCode, 200);
  assert.equal(paid.json().status, 'success');
  const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
  assert.equal(verify.statusCode, 200, verify.body);
  assert.equal(verify.json().paymentMessage, 'Approved (simulated)');
  const now = await figures(owner, school._id, classroom._id, student._id);
  assert.equal(now.school.totalFees, 15_000);
  assert.equal(ctx.provider.calls, 0);

  // The webhook has no key to check a signature with: always 401.
  const hook = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/paystack',
    payload: '{}',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': 'a'.repeat(128) },
  });
  assert.equal(hook.statusCode, 401);
});

test("the simulated checkout charges a family's checkout as it charges one payment", async (t) => {
  const ctx = await buildTestApp(t, { env: simulation });
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 50_000);
  const token = await familyLinkToken(owner, { school, classroom, student });
  const phone = ctx.client();
  const started = await phone.post(`/api/pay/family/${token}/initialize`, {
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    amount: 70_000,
    purpose: 'Fees for both',
  });
  assert.equal(started.statusCode, 201, started.body);
  const { reference, amountKobo } = started.json();
  const charged = await phone.post('/api/dev/paystack/charge', {
    reference,
    amount: amountKobo,
    outcome: 'success',
  });
  assert.equal(charged.statusCode, 200, charged.body);
  const receipt = await phone.post(`/api/pay/family/${token}/verify`, { reference });
  assert.equal(receipt.statusCode, 200, receipt.body);
  assert.deepEqual(
    receipt.json().shares.map((share: { amount: number }) => share.amount),
    [50_000, 20_000],
  );
});

test('with a secret key only the real provider is used; without keys or the opt-in nothing starts', async (t) => {
  const real = await buildTestApp(t, { env: { FEES_DEV_CHECKOUT: '1' } });
  assert.equal(real.config.paystack.simulated, false);
  assert.equal((await real.client().get(SIMULATED_INLINE_PATH)).statusCode, 404);

  await assert.rejects(
    buildTestApp(t, { env: { PAYSTACK_SECRET_KEY: '' } }),
    /PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY must both be set/,
  );
  await assert.rejects(
    buildTestApp(t, { env: { ...simulation, NODE_ENV: 'production' } }),
    /FEES_DEV_CHECKOUT=1 is for development and tests only/,
  );
});

test('the simulated charge takes the amount from the pending payment and refuses an expired one', async (t) => {
  const ctx = await buildTestApp(t, { env: simulation });
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const init = await initializePayment(owner, school._id, student._id, 15_000);
  const charge = (body: Record<string, unknown>) =>
    owner.client.post('/api/dev/paystack/charge', body);

  // A tampered request asks for one kobo: the charge is still the amount started with.
  const tampered = await charge({ reference: init.reference, amount: 1, outcome: 'success' });
  assert.equal(tampered.statusCode, 200, tampered.body);
  assert.equal(tampered.json().amount, 1_500_000);
  const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
  assert.equal(verify.statusCode, 200, verify.body);
  assert.equal(verify.json().amount, 15_000);
  const inflated = await initializePayment(owner, school._id, student._id, 1_000);
  const big = await charge({ reference: inflated.reference, amount: 9e9, outcome: 'success' });
  assert.equal(big.json().amount, 100_000);
  await owner.client.post('/api/payments/verify', { reference: inflated.reference });
  const now = await figures(owner, school._id, classroom._id, student._id);
  assert.equal(now.school.totalFees, 16_000);

  const old = await initializePayment(owner, school._id, student._id, 2_000);
  await ctx.database.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
    .where(eq(payments.referenceNo, old.reference));
  const expired = await charge({ reference: old.reference, outcome: 'success' });
  assert.equal(expired.statusCode, 409);
  assert.match(expired.json().message, /expired/);
  assert.equal(
    (await owner.client.post('/api/payments/verify', { reference: old.reference })).statusCode,
    409,
  );
  const after = await figures(owner, school._id, classroom._id, student._id);
  assert.equal(after.school.totalFees, 16_000);
});

test('asked by name, the simulated charge is short: recorded at what it charged, never above what was asked', async (t) => {
  const ctx = await buildTestApp(t, { env: simulation });
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const init = await initializePayment(owner, school._id, student._id, 20_000);
  const charge = (body: Record<string, unknown>) =>
    owner.client.post('/api/dev/paystack/charge', {
      reference: init.reference,
      outcome: 'success',
      ...body,
    });
  for (const [chargedKobo, message] of [
    [2_000_001, /must not exceed the amount the payment was started with/],
    [0, /at least 1/],
    [1.5, /whole kobo/],
    ['500000', /must be a number/],
  ] as const) {
    const refused = await charge({ chargedKobo });
    assertFieldError(refused, 'chargedKobo', message, String(chargedKobo));
  }
  const short = await charge({ chargedKobo: 500_000 });
  assert.equal(short.statusCode, 200, short.body);
  assert.equal(short.json().amount, 500_000);
  const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
  assert.equal(verify.statusCode, 200, verify.body);
  assert.deepEqual([verify.json().amount, verify.json().amountAsked], [5_000, 20_000]);
  const now = await figures(owner, school._id, classroom._id, student._id);
  assert.equal(now.school.totalFees, 5_000);
});

test('simulated: a settled school sets its account, and its checkout is resumed by access code and recorded', async (t) => {
  const ctx = await buildTestApp(t, { env: simulation });
  const { owner, school, student } = await ownerWithStudent(ctx);
  const banks = (await owner.client.get('/api/banks')).json();
  assert.ok(banks.every((bank: { name: string }) => bank.name.endsWith('(simulated)')));
  const path = `/api/schools/${school._id}/settlement`;
  const unresolved = await owner.client.put(path, {
    bankCode: '058',
    accountNumber: '0001234567',
    password: owner.password,
  });
  assertFieldError(unresolved, 'accountNumber', /does not know this account/, 'starts 000');
  const set = await owner.client.put(path, {
    bankCode: '058',
    accountNumber: '0123456789',
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  assert.equal(set.json().accountName, 'OKAFOR NGOZI ADAEZE (SIMULATED)');

  const init = await owner.client.post('/api/payments/initialize', {
    schoolId: school._id,
    studentId: student._id,
    amount: 15_000,
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    purpose: 'First term tuition',
  });
  assert.equal(init.statusCode, 201, init.body);
  const { reference, accessCode } = init.json();
  assert.ok(accessCode);
  const resumed = await owner.client.get(`/api/dev/paystack/checkout/${accessCode}`);
  assert.deepEqual(resumed.json(), {
    reference,
    amount: 1_500_000,
    email: 'ngozi@example.com',
    currency: 'NGN',
  });
  assert.equal((await owner.client.get('/api/dev/paystack/checkout/nope')).statusCode, 404);
  const paid = await owner.client.post('/api/dev/paystack/charge', {
    reference,
    outcome: 'success',
  });
  assert.equal(paid.statusCode, 200, paid.body);
  const verify = await owner.client.post('/api/payments/verify', { reference });
  assert.equal(verify.statusCode, 200, verify.body);
  assert.equal(verify.json().amount, 15_000);
});

test("development: a simulated transfer into a simulated transfer account records itself, as the provider's notice would", async (t) => {
  const ctx = await buildTestApp(t, { env: simulation });
  const { owner, school, student } = await ownerWithStudent(ctx, 40_000);
  const settled = await owner.client.put(`/api/schools/${school._id}/settlement`, {
    bankCode: '058',
    accountNumber: '0123456789',
    password: owner.password,
  });
  assert.equal(settled.statusCode, 200, settled.body);
  const account = (
    await owner.client.post(`/api/students/${student._id}/transfer-account`, {})
  ).json();
  const send = (body: Record<string, unknown>) =>
    ctx.client().post('/api/dev/paystack/transfer', body);
  assertFieldError(
    await send({ accountNumber: account.accountNumber, senderName: 'EZE' }),
    'amount',
    'Amount is required',
    'a transfer of no amount',
  );
  const sent = await send({
    accountNumber: account.accountNumber,
    amount: 15_000,
    senderName: 'OKAFOR NGOZI',
    narration: 'Ada first term',
  });
  assert.equal(sent.statusCode, 200, sent.body);
  assert.equal(sent.json().message, 'Transfer recorded');
  const [payment] = (
    await owner.client.get(`/api/payments?schoolId=${school._id}&method=transfer`)
  ).json();
  assert.equal(payment.amount, 15_000);
  assert.equal(payment.depositorName, 'OKAFOR NGOZI');
  assert.equal(payment.narration, 'Ada first term');
});
