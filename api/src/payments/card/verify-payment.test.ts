import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSecondTestApp } from '../../testing/build-app';
import { initializePayment, paymentWorld } from '../../testing/fixtures';

const verify = '/api/payments/verify';

test('verify asks the provider about a reference once at a time, from any number of requests and API processes', async (t) => {
  const { ctx, owner, school, student, totals } = await paymentWorld(t);
  const two = await buildSecondTestApp(t, ctx);
  const other = two.client();
  other.cookie = owner.client.cookie;
  const browsers = [owner.client, other];
  const burst = (reference: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, index) => browsers[index % 2]!.post(verify, { reference })),
    );
  ctx.provider.setDelay(200);

  // Not charged: every request hears the provider's no, asked one after the other.
  const unpaid = await initializePayment(owner, school._id, student._id);
  const refused = await burst(unpaid.reference, 6);
  assert.deepEqual(new Set(refused.map((answer) => answer.statusCode)), new Set([409]));
  assert.equal(ctx.provider.peakInFlight, 1);

  // Charged: one question records it, and every request answers with that payment.
  const paid = await initializePayment(owner, school._id, student._id, 12_000);
  ctx.provider.set(paid.reference, { amount: paid.amountKobo });
  const asked = ctx.provider.calls;
  const answers = await burst(paid.reference, 20);
  assert.deepEqual(new Set(answers.map((answer) => answer.statusCode)), new Set([200]));
  assert.equal(ctx.provider.calls - asked, 1);
  assert.equal(ctx.provider.peakInFlight, 1);
  assert.equal((await totals()).student.totalPaidFees, 12_000);
});

test("an account's verifies ask the provider only so often; recorded payments and pay links do not count", async (t) => {
  const { ctx, owner, school, student } = await paymentWorld(t);
  const max = ctx.config.verifiesPerHour;
  const recorded = await initializePayment(owner, school._id, student._id);
  ctx.provider.set(recorded.reference, { amount: recorded.amountKobo });
  assert.equal(
    (await owner.client.post(verify, { reference: recorded.reference })).statusCode,
    200,
  );

  const unpaid = await initializePayment(owner, school._id, student._id);
  for (let asked = 1; asked < max; asked += 1) {
    const answer = await owner.client.post(verify, { reference: unpaid.reference });
    assert.equal(answer.statusCode, 409, `verify ${asked + 1}`);
  }
  const limited = await owner.client.post(verify, { reference: unpaid.reference });
  assert.equal(limited.statusCode, 429);
  assert.match(limited.json().message, new RegExp(`${max} times in the last hour`));
  assert.ok(Number(limited.headers['retry-after']) > 0);
  assert.equal(ctx.provider.calls, max);

  // A recorded payment needs no provider, and a parent's link is not the account's.
  assert.equal(
    (await owner.client.post(verify, { reference: recorded.reference })).statusCode,
    200,
  );
  const shared = await owner.client.post(`/api/students/${student._id}/pay-link`, {});
  const token = shared.json().token as string;
  const phone = ctx.client();
  const started = await phone.post(`/api/pay/${token}/initialize`, {
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    amount: 20_000,
    purpose: 'Second term fees',
  });
  const { reference, amountKobo } = started.json();
  ctx.provider.set(reference, { amount: amountKobo });
  assert.equal((await phone.post(`/api/pay/${token}/verify`, { reference })).statusCode, 200);
});
