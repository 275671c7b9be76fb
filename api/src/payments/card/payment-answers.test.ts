import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { findPaymentByReference } from '../payments-repository';
import { createPaymentAnswers, PAYMENT_ANSWERED } from './payment-answers';
import { claimVerify, releaseVerify } from './verify-claims-repository';
import { initializePayment, paymentWorld } from '../../testing/fixtures';

/** Whether `promise` has settled by the next turn of the event loop. */
async function settledNow(promise: Promise<void>): Promise<boolean> {
  return Promise.race([promise.then(() => true), nextTurn().then(() => false)]);
}

test("a payment's answer wakes the waits watching it, and only those", async () => {
  const answers = createPaymentAnswers();
  const watched = answers.watch('payment-1');
  const other = answers.watch('payment-2');
  const waiting = watched.wait(60_000);
  const otherWaiting = other.wait(100);
  answers.answered('payment-1');
  assert.equal(await settledNow(waiting), true);
  assert.equal(await settledNow(otherWaiting), false);
  await otherWaiting;
  other.stop();
  watched.stop();

  // An answer between watching and waiting is not missed.
  const early = answers.watch('payment-3');
  answers.answered('payment-3');
  assert.equal(await settledNow(early.wait(60_000)), true);
  early.stop();

  // Lost notices wake every wait.
  const lost = [answers.watch('payment-5'), answers.watch('payment-6')];
  answers.answeredAll();
  for (const watch of lost) {
    assert.equal(await settledNow(watch.wait(60_000)), true);
    watch.stop();
  }

  // A stopped watch is not woken: its wait ends only when its time is up.
  const stopped = answers.watch('payment-4');
  stopped.stop();
  answers.answered('payment-4');
  const stoppedWaiting = stopped.wait(100);
  assert.equal(await settledNow(stoppedWaiting), false);
  await stoppedWaiting;
});

test('the database tells every listener when a card payment is recorded or its claim released, and not when it is claimed', async (t) => {
  const { ctx, owner, school, student } = await paymentWorld(t);
  const heard: string[] = [];
  const listener = await ctx.database.listen(PAYMENT_ANSWERED, {
    onNotice: (id) => heard.push(id),
    onLost: () => assert.fail('the listener lost its connection'),
  });
  t.after(() => listener.stop());
  assert.equal(listener.live, true);
  const { db } = ctx.database;
  const heardUntil = async (last: string) => {
    await db.execute(sql`select pg_notify(${PAYMENT_ANSWERED}, ${last})`);
    while (heard.at(-1) !== last) await new Promise((resolve) => setTimeout(resolve, 10));
    return heard.splice(0);
  };

  const initialized = await initializePayment(owner, school._id, student._id);
  const found = await findPaymentByReference(db, initialized.reference);
  assert.ok(found);
  const id = found.payment.id;

  assert.ok(await claimVerify(db, id, new Date(Date.now() + 60_000)));
  assert.deepEqual(await heardUntil('claimed'), ['claimed']);

  await releaseVerify(db, id);
  assert.deepEqual(await heardUntil('released'), [id, 'released']);

  ctx.provider.set(initialized.reference, { amount: initialized.amountKobo });
  const verified = await owner.client.post('/api/payments/verify', {
    reference: initialized.reference,
  });
  assert.equal(verified.statusCode, 200);
  assert.deepEqual(await heardUntil('recorded'), [id, 'recorded']);
  // Stopped before the test's database goes, which would end its connection.
  await listener.stop();
});
