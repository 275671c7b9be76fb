import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema/schools';
import { PENDING_PAYMENTS_MAX } from '../ledger/pending-payments';
import { buildTestApp } from '../testing/build-app';
import { assertFieldError } from '../testing/assert-field-error';
import { signWebhook } from '../testing/fake-paystack';
import { postChargeSuccess, postWebhook } from '../testing/paystack-webhook';
import {
  createStudent,
  figures,
  initializePayment,
  paymentBody,
  paymentWorld,
} from '../testing/fixtures';

const setup = paymentWorld;

function assertTotals(now: Awaited<ReturnType<typeof figures>>, paid: number, label = '') {
  assert.equal(now.student.totalPaidFees, paid, `student ${label}`);
  assert.equal(now.classroom.totalFees, paid, `classroom ${label}`);
  assert.equal(now.school.totalFees, paid, `school ${label}`);
}

test('initialize stores a pending payment; verify records it once with the provider details and mails a receipt', async (t) => {
  const { ctx, owner, school, student, classroom, totals } = await setup(t);
  const init = await initializePayment(owner, school._id, student._id, 12_500.5);
  assert.match(init.reference, /^fm_[a-z0-9]+_[0-9a-f]{24}$/);
  assert.equal(init.amount, 12_500.5);
  assert.equal(init.amountKobo, 1_250_050);

  // Pending payments are not listed and count nowhere.
  assert.equal((await owner.client.get('/api/payments')).headers['x-total-count'], '0');
  assertTotals(await totals(), 0, 'pending');

  ctx.provider.set(init.reference, { amount: 1_250_050 });
  const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
  assert.equal(verify.statusCode, 200, verify.body);
  const payment = verify.json();
  assert.equal(payment.referenceNo, init.reference);
  assert.equal(payment.status, 'success');
  assert.equal(payment.paymentMessage, 'Successful');
  assert.match(payment.transactionNo, /^\d+$/);
  assert.equal(payment.amount, 12_500.5);
  assert.equal(payment.studentName, student.fullname);
  assert.equal(payment.studentClass, classroom.name);
  assert.equal(payment.classroomId, classroom._id);
  assert.equal(payment.depositorName, 'Ngozi Okafor');
  assertTotals(await totals(), 12_500.5);

  const receipt = await ctx.mailbox.waitFor(
    (mail) => mail.to.includes('ngozi@example.com') && mail.raw.includes(init.reference),
  );
  assert.match(receipt.raw, /NGN 12,500\.50/);
  assert.match(receipt.raw, /Sunrise Academy/);
  // The receipt names the student, class, purpose and date too.
  assert.match(receipt.raw, new RegExp(`${student.fullname} \\(${classroom.name}\\)`));
  assert.match(receipt.raw, /Purpose: +First term tuition/);
  assert.match(receipt.raw, /Date: +\w{3}, \d{2} \w{3} \d{4}/);

  // Same reference again (verify twice, then the webhook): still one payment, one receipt.
  const again = await owner.client.post('/api/payments/verify', { reference: init.reference });
  assert.equal(again.statusCode, 200);
  assert.equal(again.json()._id, payment._id);
  const hook = await postChargeSuccess(ctx, init.reference);
  assert.equal(hook.statusCode, 200);
  assert.deepEqual(hook.json(), { message: 'Payment already recorded' });
  assertTotals(await totals(), 12_500.5, 'after repeats');
  await ctx.deliverQueuedMail();
  assert.equal(ctx.mailbox.messages.filter((mail) => mail.raw.includes(init.reference)).length, 1);

  const list = await owner.client.get(`/api/payments?schoolId=${school._id}`);
  assert.equal(list.headers['x-total-count'], '1');
  assert.deepEqual(list.json(), [payment]);
});

test('failed status, wrong currency, unknown or foreign reference: refused, totals unchanged', async (t) => {
  const { ctx, owner, school, student, totals } = await setup(t);
  const cases: Array<[string, { status?: string; currency?: string; amount: number }, RegExp]> = [
    ['failed', { status: 'failed', amount: 1_000_000 }, /not successful \(status: failed\)/],
    ['abandoned', { status: 'abandoned', amount: 1_000_000 }, /not successful/],
    ['currency', { currency: 'USD', amount: 1_000_000 }, /USD, not NGN/],
  ];
  for (const [label, transaction, message] of cases) {
    const init = await initializePayment(owner, school._id, student._id, 10_000);
    ctx.provider.set(init.reference, transaction);
    const response = await owner.client.post('/api/payments/verify', { reference: init.reference });
    assert.equal(response.statusCode, 409, label);
    assert.match(response.json().message, message, label);
    const [row] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.referenceNo, init.reference));
    assert.equal(row?.status, 'pending', label);
  }
  // A reference the provider does not know.
  const unknownAtProvider = await initializePayment(owner, school._id, student._id);
  const notAtProvider = await owner.client.post('/api/payments/verify', {
    reference: unknownAtProvider.reference,
  });
  assert.equal(notAtProvider.statusCode, 409);
  // A reference this server never initialized, even if the provider has it.
  ctx.provider.set('made_up_reference', { amount: 5_000_000 });
  const madeUp = await owner.client.post('/api/payments/verify', {
    reference: 'made_up_reference',
  });
  assert.equal(madeUp.statusCode, 404);
  // A provider reporting another reference.
  const confused = await initializePayment(owner, school._id, student._id);
  ctx.provider.set(confused.reference, { amount: 1_000_000, reference: 'someone_else' });
  assert.equal(
    (await owner.client.post('/api/payments/verify', { reference: confused.reference })).statusCode,
    409,
  );
  assertTotals(await totals(), 0, 'after refusals');
  assert.equal((await owner.client.get('/api/payments')).json().length, 0);

  // A failure first does not block the same reference succeeding later.
  const retry = await initializePayment(owner, school._id, student._id, 10_000);
  ctx.provider.set(retry.reference, { status: 'failed', amount: 1_000_000 });
  assert.equal(
    (await owner.client.post('/api/payments/verify', { reference: retry.reference })).statusCode,
    409,
  );
  ctx.provider.set(retry.reference, { amount: 1_500_000 });
  const later = await owner.client.post('/api/payments/verify', { reference: retry.reference });
  assert.equal(later.statusCode, 200);
  assert.equal(later.json().amount, 15_000, 'the amount paid is recorded');
  assertTotals(await totals(), 15_000);
});

test('provider down or unreachable: 503 with a clear message, nothing recorded', async (t) => {
  const { ctx, owner, school, student, totals } = await setup(t);
  const init = await initializePayment(owner, school._id, student._id);
  ctx.provider.set(init.reference, { amount: 1_000_000 });
  ctx.provider.setDown(true);
  const down = await owner.client.post('/api/payments/verify', { reference: init.reference });
  assert.equal(down.statusCode, 503);
  assert.match(down.json().message, /provider could not be reached/);

  const offline = await buildTestApp(t, {
    database: ctx.database,
    env: { PAYSTACK_API_URL: 'http://127.0.0.1:1' },
  });
  const browser = offline.client();
  browser.cookie = owner.client.cookie;
  const unreachable = await browser.post('/api/payments/verify', { reference: init.reference });
  assert.equal(unreachable.statusCode, 503);
  assertTotals(await totals(), 0);

  ctx.provider.setDown(false);
  assert.equal(
    (await owner.client.post('/api/payments/verify', { reference: init.reference })).statusCode,
    200,
  );
  assertTotals(await totals(), 10_000);
});

test('webhook: HMAC-SHA512 of the raw body; missing or wrong signature → 401, nothing recorded', async (t) => {
  const { ctx, owner, school, student, totals } = await setup(t);
  const init = await initializePayment(owner, school._id, student._id, 20_000);
  ctx.provider.set(init.reference, { amount: 2_000_000 });
  const event = { event: 'charge.success', data: ctx.provider.transactionData(init.reference) };
  const raw = JSON.stringify(event);

  assert.equal((await postWebhook(ctx, event)).statusCode, 401);
  assert.equal((await postWebhook(ctx, event, 'deadbeef')).statusCode, 401);
  assert.equal((await postWebhook(ctx, event, signWebhook(raw, 'sk_wrong'))).statusCode, 401);
  const tampered = { ...event, data: { ...event.data, amount: 99_999_999 } };
  const wrongBody = await postWebhook(ctx, tampered, signWebhook(raw, ctx.provider.secretKey));
  assert.equal(wrongBody.statusCode, 401);
  assert.deepEqual(wrongBody.json(), { message: 'Missing or invalid signature' });
  assertTotals(await totals(), 0, 'after bad signatures');

  // A signed failed charge or other event is acknowledged and records nothing.
  const failedEvent = { event: 'charge.success', data: { ...event.data, status: 'failed' } };
  const failed = await postWebhook(
    ctx,
    failedEvent,
    signWebhook(JSON.stringify(failedEvent), ctx.provider.secretKey),
  );
  assert.equal(failed.statusCode, 200);
  assert.match(failed.json().message, /^Not recorded/);
  const other = { event: 'transfer.success', data: {} };
  assert.equal(
    (
      await postWebhook(ctx, other, signWebhook(JSON.stringify(other), ctx.provider.secretKey))
    ).json().message,
    'Event ignored',
  );
  const unknownRef = { event: 'charge.success', data: { ...event.data, reference: 'never_made' } };
  assert.match(
    (
      await postWebhook(
        ctx,
        unknownRef,
        signWebhook(JSON.stringify(unknownRef), ctx.provider.secretKey),
      )
    ).json().message,
    /unknown reference/,
  );
  assertTotals(await totals(), 0, 'after unrecorded events');

  const ok = await postWebhook(ctx, event, signWebhook(raw, ctx.provider.secretKey));
  assert.equal(ok.statusCode, 200);
  assert.deepEqual(ok.json(), { message: 'Payment recorded' });
  assertTotals(await totals(), 20_000);
  await ctx.mailbox.waitFor((mail) => mail.raw.includes(init.reference));

  // Signed but not JSON: 400, never 5xx.
  const garbage = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/paystack',
    payload: '{not json',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signWebhook('{not json', ctx.provider.secretKey),
    },
  });
  assert.equal(garbage.statusCode, 400);
});

test('as many concurrent verifies as an owner may start on one classroom: totals exactly the sum; 50 of one reference: once', async (t) => {
  const { ctx, owner, school, classroom, student, totals } = await setup(t);
  const second = await createStudent(owner, school._id, classroom._id, 0, 'Okafor Bola');
  const amounts = Array.from({ length: PENDING_PAYMENTS_MAX }, (_, i) => 1000 + i * 10.25);
  const inits = [];
  for (const [i, amount] of amounts.entries()) {
    const who = i % 2 === 0 ? student._id : second._id;
    const init = await initializePayment(owner, school._id, who, amount);
    ctx.provider.set(init.reference, { amount: init.amountKobo });
    inits.push(init);
  }
  const responses = await Promise.all(
    inits.map((init) => owner.client.post('/api/payments/verify', { reference: init.reference })),
  );
  assert.deepEqual(new Set(responses.map((r) => r.statusCode)), new Set([200]));
  const expected = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
  const now = await totals();
  assert.equal(now.classroom.totalFees, expected);
  assert.equal(now.school.totalFees, expected);
  const [secondNow] = (await owner.client.get(`/api/students?_id=${second._id}`)).json();
  assert.equal(now.student.totalPaidFees + secondNow.totalPaidFees, expected);

  // One reference verified 50 times at once, with the webhook racing it.
  const one = await initializePayment(owner, school._id, student._id, 3000);
  ctx.provider.set(one.reference, { amount: one.amountKobo });
  const event = { event: 'charge.success', data: ctx.provider.transactionData(one.reference) };
  const raw = JSON.stringify(event);
  const race = await Promise.all([
    ...Array.from({ length: 50 }, () =>
      owner.client.post('/api/payments/verify', { reference: one.reference }),
    ),
    postWebhook(ctx, event, signWebhook(raw, ctx.provider.secretKey)),
  ]);
  assert.deepEqual(new Set(race.map((r) => r.statusCode)), new Set([200]));
  const after = await totals();
  assert.equal(after.school.totalFees, expected + 3000);
  assert.equal(after.classroom.totalFees, expected + 3000);
  const rows = await ctx.database.db
    .select()
    .from(payments)
    .where(eq(payments.referenceNo, one.reference));
  assert.equal(rows.length, 1);
  await ctx.deliverQueuedMail();
  assert.equal(
    ctx.mailbox.messages.filter((mail) => mail.raw.includes(one.reference)).length,
    1,
    'one receipt',
  );
});

test('bad input on payment routes: 4xx naming the field, never 5xx, nothing written', async (t) => {
  const { ctx, owner, school, student } = await setup(t);
  const good = paymentBody(school._id, student._id);
  const bad: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ ...good, amount: '10000' }, 'amount', /must be a number/],
    [{ ...good, amount: 999 }, 'amount', /Minimum of 1000/],
    [{ ...good, amount: 100_000_001 }, 'amount', /Maximum/],
    [{ ...good, amount: 1000.001 }, 'amount', /2 decimal places/],
    [{ ...good, email: 'nope' }, 'email', /Email is invalid/],
    [{ ...good, depositorName: 'Ng' }, 'depositorName', /at least 3/],
    [{ ...good, purpose: 'x'.repeat(101) }, 'purpose', /must not exceed 100/],
    [{ ...good, studentName: 'Forged Name' }, 'studentName', /Unknown field/],
    [{ ...good, status: 'success' }, 'status', /Unknown field/],
    [{ ...good, referenceNo: 'mine' }, 'referenceNo', /Unknown field/],
    [{ ...good, studentId: { $ne: '' } }, 'studentId', /must be text/],
    [{ ...good, schoolId: '../../etc' }, 'schoolId', /Invalid id/],
  ];
  for (const [body, field, message] of bad) {
    const response = await owner.client.post('/api/payments/initialize', body);
    assertFieldError(response, field, message, field);
  }
  const verifyBad: Array<[unknown, number]> = [
    ['{bad', 400],
    [{ reference: 5 }, 400],
    [{ reference: 'a b' }, 400],
    [{ reference: 'x'.repeat(101) }, 400],
    [{ reference: 'ok', amount: 1 }, 400],
    [{}, 400],
    [{ reference: 'x'.repeat(80_000) }, 413],
  ];
  for (const [body, status] of verifyBad) {
    const response = await owner.client.request('POST', '/api/payments/verify', body);
    assert.equal(response.statusCode, status, JSON.stringify(body).slice(0, 40));
  }
  for (const query of ['limit=x', 'studentId=' + 'x'.repeat(65), 'status=pending']) {
    assert.equal((await owner.client.get(`/api/payments?${query}`)).statusCode, 400, query);
  }
  assert.equal((await ctx.database.db.select().from(payments)).length, 0);
  assert.equal(ctx.provider.calls, 0);
});

test('initialize needs a student of that school: another school or a made-up id is 404', async (t) => {
  const { ctx, owner, school, student } = await setup(t);
  const otherSchool = (
    await owner.client.post('/api/schools', {
      name: 'Second School',
      address: '1 Marina Road',
      level: 'Primary',
      password: owner.password,
    })
  ).json();
  const wrongSchool = await owner.client.post(
    '/api/payments/initialize',
    paymentBody(otherSchool._id, student._id),
  );
  assert.equal(wrongSchool.statusCode, 404);
  assert.equal(wrongSchool.json().fields.studentId, 'Student not found in this school');
  const made = await owner.client.post(
    '/api/payments/initialize',
    paymentBody(school._id, 'made-up'),
  );
  assert.equal(made.statusCode, 404);
  assert.equal((await ctx.database.db.select().from(payments)).length, 0);
});

test('payment lists filter by several values and sum every match in X-Total-Amount', async (t) => {
  const { ctx, owner, school, classroom, student } = await setup(t);
  const other = await createStudent(owner, school._id, classroom._id, 0, 'Bello Bisi');
  const pay = async (studentId: string, amount: number, paidKobo = Math.round(amount * 100)) => {
    const init = await initializePayment(owner, school._id, studentId, amount);
    ctx.provider.set(init.reference, { amount: paidKobo });
    const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
    assert.equal(verify.statusCode, 200, verify.body);
    return verify.json();
  };
  await pay(student._id, 10_000.5);
  await pay(student._id, 2_000, 250_000);
  await pay(other._id, 7_000.25);
  // A pending payment is neither listed nor summed.
  await initializePayment(owner, school._id, other._id, 50_000);

  const list = async (query: string) => {
    const response = await owner.client.get(`/api/payments?${query}`);
    assert.equal(response.statusCode, 200, `${query}: ${response.body}`);
    return {
      count: response.json().length,
      total: response.headers['x-total-count'],
      amount: response.headers['x-total-amount'],
    };
  };
  assert.deepEqual(await list(`schoolId=${school._id}&limit=1`), {
    count: 1,
    total: '3',
    amount: '19500.75',
  });
  assert.deepEqual(await list(`studentId=${student._id}`), {
    count: 2,
    total: '2',
    amount: '12500.5',
  });
  assert.deepEqual(await list(`studentId=${student._id},${other._id}&offset=2`), {
    count: 1,
    total: '3',
    amount: '19500.75',
  });
  assert.deepEqual(await list(`classroom=${classroom._id}&q=bisi`), {
    count: 1,
    total: '1',
    amount: '7000.25',
  });
  assert.deepEqual(await list('q=nobody'), { count: 0, total: '0', amount: '0' });

  const bad: Array<[string, string]> = [
    ['studentId=a,b!', 'studentId'],
    ['classroom=,', 'classroom'],
    ['sex=Male', 'sex'],
  ];
  for (const [query, field] of bad) {
    const response = await owner.client.get(`/api/payments?${query}`);
    assert.equal(response.statusCode, 400, query);
    assert.ok(response.json().fields[field], `${query} names ${field}`);
  }

  // The browser may read the header: CORS exposes it to the app's origin.
  const browser = await owner.client.get('/api/payments');
  assert.match(String(browser.headers['access-control-expose-headers']), /X-Total-Amount/);
  assert.match(String(browser.headers['access-control-expose-headers']), /X-Total-Voided/);
});

test('initialize refuses an amount above the ceiling; the largest one records without overflow', async (t) => {
  const { ctx, owner, school, student, totals } = await setup(t);
  const over = await owner.client.post('/api/payments/initialize', {
    ...paymentBody(school._id, student._id),
    amount: 100_000_001,
  });
  assertFieldError(over, 'amount', /Maximum of 100000000/, 'above the ceiling');
  for (let index = 0; index < 3; index += 1) {
    const init = await initializePayment(owner, school._id, student._id, 100_000_000);
    ctx.provider.set(init.reference, { amount: init.amountKobo });
    const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
    assert.equal(verify.statusCode, 200, verify.body);
  }
  assertTotals(await totals(), 300_000_000);
  const list = await owner.client.get('/api/payments');
  assert.equal(list.headers['x-total-amount'], '300000000');
});

test('pending payments: 20 per owner in 24 hours, then 429; expired ones stop counting but still record', async (t) => {
  const { ctx, owner, school, student, totals } = await setup(t);
  const started = [];
  for (let index = 0; index < 20; index += 1) {
    started.push(await initializePayment(owner, school._id, student._id, 1_000));
  }
  const refused = await owner.client.post(
    '/api/payments/initialize',
    paymentBody(school._id, student._id),
  );
  assert.equal(refused.statusCode, 429);
  assert.match(refused.json().message, /Too many payments were started and not completed/);

  // A completed payment frees its place.
  const first = started[0];
  assert.ok(first);
  ctx.provider.set(first.reference, { amount: first.amountKobo });
  assert.equal(
    (await owner.client.post('/api/payments/verify', { reference: first.reference })).statusCode,
    200,
  );
  const freed = await initializePayment(owner, school._id, student._id, 1_000);
  assert.equal(
    (await owner.client.post('/api/payments/initialize', paymentBody(school._id, student._id)))
      .statusCode,
    429,
  );

  // Everything pending is now a day and a minute old: expired, so no longer counted.
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
  await ctx.database.db
    .update(payments)
    .set({ createdAt: dayAgo })
    .where(eq(payments.status, 'pending'));
  await initializePayment(owner, school._id, student._id, 1_000);

  // The provider really charged an expired reference: the webhook and verify still record it.
  ctx.provider.set(freed.reference, { amount: freed.amountKobo });
  const hook = await postChargeSuccess(ctx, freed.reference);
  assert.deepEqual(hook.json(), { message: 'Payment recorded' });
  const late = started[1];
  assert.ok(late);
  ctx.provider.set(late.reference, { amount: late.amountKobo });
  assert.equal(
    (await owner.client.post('/api/payments/verify', { reference: late.reference })).statusCode,
    200,
  );
  assertTotals(await totals(), 3_000);
});
