import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSecondTestApp } from '../testing/build-app';
import { initializePayment, paymentWorld } from '../testing/fixtures';

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
