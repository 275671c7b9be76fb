import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initializePayment, paymentWorld, transferBody } from '../../testing/fixtures';
import { postChargeSuccess } from '../../testing/paystack-webhook';

test('a card charge carrying the reference of a voided or hand-recorded payment: verify 409, the webhook records nothing, nothing changes', async (t) => {
  const { ctx, owner, school, student, totals } = await paymentWorld(t);
  const record = async (externalReference: string) => {
    const response = await owner.client.post('/api/payments/record', {
      ...transferBody(school._id, student._id),
      externalReference,
      password: owner.password,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };
  const voided = await record('NIP000000000001');
  const voiding = await owner.client.post(`/api/payments/${voided._id}/void`, {
    reason: 'Entered twice by mistake',
    password: owner.password,
  });
  assert.equal(voiding.statusCode, 200, voiding.body);
  const kept = await record('NIP000000000002');
  const before = (await owner.client.get(`/api/payments?schoolId=${school._id}`)).json();

  for (const payment of [voided, kept]) {
    ctx.provider.set(payment.referenceNo, { amount: 4_000_000 });
    const verify = await owner.client.post('/api/payments/verify', {
      reference: payment.referenceNo,
    });
    assert.equal(verify.statusCode, 409, verify.body);
    assert.match(verify.json().message, /Only a pending card payment can be recorded/);
    const hook = await postChargeSuccess(ctx, payment.referenceNo);
    assert.equal(hook.statusCode, 200);
    assert.match(hook.json().message, /^Not recorded: Only a pending card payment/);
  }

  const after = (await owner.client.get(`/api/payments?schoolId=${school._id}`)).json();
  assert.deepEqual(after, before);
  const now = await totals();
  assert.deepEqual(
    [now.student.totalPaidFees, now.classroom.totalFees, now.school.totalFees],
    [15_000, 15_000, 15_000],
  );
});

test('a card charge below the amount asked is recorded at what was charged, by verify and the webhook, and moves every figure by that', async (t) => {
  const { ctx, owner, school, student, totals } = await paymentWorld(t);
  const asked = await initializePayment(owner, school._id, student._id, 20_000);
  ctx.provider.set(asked.reference, { amount: 500_000 });
  const verify = await owner.client.post('/api/payments/verify', { reference: asked.reference });
  assert.equal(verify.statusCode, 200, verify.body);
  const payment = verify.json();
  assert.equal(payment.status, 'success');
  assert.equal(payment.amount, 5_000);
  assert.equal(payment.amountAsked, 20_000);
  const receipt = await ctx.mailbox.waitFor((mail) => mail.raw.includes(asked.reference));
  assert.match(receipt.raw, /Amount: +NGN 5,000 charged of NGN 20,000 asked/);

  const hooked = await initializePayment(owner, school._id, student._id, 20_000);
  ctx.provider.set(hooked.reference, { amount: 1_000_050 });
  assert.deepEqual((await postChargeSuccess(ctx, hooked.reference)).json(), {
    message: 'Payment recorded',
  });

  const now = await totals();
  assert.deepEqual(
    [now.student.totalPaidFees, now.classroom.totalFees, now.school.totalFees],
    [15_000.5, 15_000.5, 15_000.5],
  );
  const list = await owner.client.get(`/api/payments?schoolId=${school._id}`);
  assert.equal(list.headers['x-total-amount'], '15000.5');
  assert.deepEqual(
    list
      .json()
      .map((row: { amount: number; amountAsked: number }) => [row.amount, row.amountAsked]),
    [
      [10_000.5, 20_000],
      [5_000, 20_000],
    ],
  );
});

test('a parent paying by link sees a short charge on the receipt: what was charged and what was asked', async (t) => {
  const { ctx, owner, student } = await paymentWorld(t);
  const shared = await owner.client.post(`/api/students/${student._id}/pay-link`, {});
  assert.equal(shared.statusCode, 201, shared.body);
  const { token } = shared.json();
  const phone = ctx.client();
  const init = await phone.post(`/api/pay/${token}/initialize`, {
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    amount: 20_000,
    purpose: 'Second term fees',
  });
  assert.equal(init.statusCode, 201, init.body);
  const { reference } = init.json();
  ctx.provider.set(reference, { amount: 500_000 });
  const verify = await phone.post(`/api/pay/${token}/verify`, { reference });
  assert.equal(verify.statusCode, 200, verify.body);
  assert.equal(verify.json().amount, 5_000);
  assert.equal(verify.json().amountAsked, 20_000);
});

test('a charge of nothing, or less, is refused and records nothing', async (t) => {
  const { ctx, owner, school, student, totals } = await paymentWorld(t);
  for (const amount of [0, -500_000]) {
    const init = await initializePayment(owner, school._id, student._id, 20_000);
    ctx.provider.set(init.reference, { amount });
    const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
    assert.equal(verify.statusCode, 409, `${amount}: ${verify.body}`);
    assert.match(verify.json().message, /charged nothing/);
    assert.match((await postChargeSuccess(ctx, init.reference)).json().message, /^Not recorded/);
  }
  assert.equal((await totals()).school.totalFees, 0);
  assert.equal((await owner.client.get('/api/payments')).headers['x-total-count'], '0');
});
