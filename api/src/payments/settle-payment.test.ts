import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paymentWorld, transferBody } from '../testing/fixtures';
import { postChargeSuccess } from '../testing/paystack-webhook';

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
