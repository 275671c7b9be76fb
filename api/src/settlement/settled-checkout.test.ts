import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { count } from 'drizzle-orm';
import { familyPayments, payments } from '../db/schema/schools';
import {
  familyLinkToken,
  paymentBody,
  paymentWorld,
  payLinkToken,
  settleSchool,
  type Owner,
} from '../testing/fixtures';
import type { TestApp } from '../testing/build-app';
import { postChargeSuccess } from '../testing/paystack-webhook';

const parentPayment = {
  depositorName: 'Ngozi Okafor',
  email: 'ngozi@example.com',
  amount: 20_000,
  purpose: 'First term tuition',
};

/** A school whose card money settles to its own account, with one student of NGN 50,000. */
async function settledSchool(t: TestContext) {
  const world = await paymentWorld(t);
  const subaccountCode = await settleSchool(world.ctx, world.owner, world.school);
  return { ...world, subaccountCode };
}

async function startDashboardCheckout(owner: Owner, schoolId: string, studentId: string) {
  const started = await owner.client.post(
    '/api/payments/initialize',
    paymentBody(schoolId, studentId, 20_000),
  );
  assert.equal(started.statusCode, 201, started.body);
  return started.json() as { reference: string; accessCode?: string };
}

const paidFigure = async (owner: Owner, studentId: string) =>
  (await owner.client.get(`/api/students?_id=${studentId}`)).json()[0].totalPaidFees;

const refusedLines = async (owner: Owner, schoolId: string) =>
  (await owner.client.get(`/api/schools/${schoolId}/audit?action=payment.refused`)).json();

const rowsOf = async (ctx: TestApp) => {
  const [single] = await ctx.app.db.select({ n: count() }).from(payments);
  const [family] = await ctx.app.db.select({ n: count() }).from(familyPayments);
  return Number(single?.n) + Number(family?.n);
};

test("the server starts a settled school's checkout with its subaccount; the browser gets the access code", async (t) => {
  const { ctx, owner, school, student, subaccountCode } = await settledSchool(t);
  const started = await startDashboardCheckout(owner, school._id, student._id);
  const sent = ctx.provider.initialized.get(started.reference);
  assert.ok(sent, 'the provider was asked to initialize');
  assert.equal(started.accessCode, sent.access_code);
  assert.deepEqual(
    { amount: sent.amount, subaccount: sent.subaccount, email: sent.email },
    { amount: 2_000_000, subaccount: subaccountCode, email: 'ngozi@example.com' },
  );
  assert.equal((sent.metadata as { studentId: string }).studentId, student._id);

  ctx.provider.pay(started.reference);
  const verified = await owner.client.post('/api/payments/verify', {
    reference: started.reference,
  });
  assert.equal(verified.statusCode, 200, verified.body);
  assert.equal(verified.json().status, 'success');
  assert.equal(verified.json().amount, 20_000);
  assert.equal(await paidFigure(owner, student._id), 20_000);
});

test('the pay link and the family link start their checkouts with the school subaccount too', async (t) => {
  const { ctx, owner, school, student, classroom, subaccountCode } = await settledSchool(t);
  const token = await payLinkToken(owner, 'students', student._id);
  const phone = ctx.client();
  const single = await phone.post(`/api/pay/${token}/initialize`, parentPayment);
  assert.equal(single.statusCode, 201, single.body);
  assert.equal(
    single.json().accessCode,
    ctx.provider.initialized.get(single.json().reference)?.access_code,
  );
  assert.equal(ctx.provider.initialized.get(single.json().reference)?.subaccount, subaccountCode);

  const familyToken = await familyLinkToken(owner, { school, classroom, student });
  const together = await phone.post(`/api/pay/family/${familyToken}/initialize`, parentPayment);
  assert.equal(together.statusCode, 201, together.body);
  const reference = together.json().reference;
  const sent = ctx.provider.initialized.get(reference);
  assert.equal(together.json().accessCode, sent?.access_code);
  assert.equal(sent?.subaccount, subaccountCode);
  assert.equal(sent?.amount, 2_000_000);

  ctx.provider.pay(reference);
  const verified = await phone.post(`/api/pay/family/${familyToken}/verify`, {
    reference,
  });
  assert.equal(verified.statusCode, 200, verified.body);
});

test('a charge the provider says settled elsewhere is recorded by neither verify nor the webhook', async (t) => {
  const { ctx, owner, school, student } = await settledSchool(t);
  const elsewhere = await startDashboardCheckout(owner, school._id, student._id);
  ctx.provider.set(elsewhere.reference, { amount: 2_000_000, subaccount: 'ACCT_someoneelse' });
  const refused = await owner.client.post('/api/payments/verify', {
    reference: elsewhere.reference,
  });
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().message, /did not settle to the school's account/);

  const toOperator = await startDashboardCheckout(owner, school._id, student._id);
  ctx.provider.set(toOperator.reference, { amount: 2_000_000, subaccount: null });
  const hook = await postChargeSuccess(ctx, toOperator.reference);
  assert.equal(hook.statusCode, 200, hook.body);
  assert.match(hook.json().message, /^Not recorded: .*did not settle to the school's account/);

  assert.equal(await paidFigure(owner, student._id), 0);
  const listed = await owner.client.get(`/api/payments?schoolId=${school._id}`);
  assert.deepEqual(listed.json(), []);
  const lines = await refusedLines(owner, school._id);
  assert.deepEqual(
    lines.map((line: { subject: string; actor: string }) => [line.actor, line.subject]),
    [
      [
        'Card provider',
        `Charge ${toOperator.reference} settled to the operator's account, not the school's account: not recorded`,
      ],
      [
        'Card provider',
        `Charge ${elsewhere.reference} settled to ACCT_someoneelse, not the school's account: not recorded`,
      ],
    ],
  );
});

test('a family checkout that settled elsewhere is not recorded either', async (t) => {
  const { ctx, owner, school, student, classroom } = await settledSchool(t);
  const token = await familyLinkToken(owner, { school, classroom, student });
  const phone = ctx.client();
  const started = await phone.post(`/api/pay/family/${token}/initialize`, parentPayment);
  ctx.provider.set(started.json().reference, { amount: 2_000_000, subaccount: 'ACCT_x' });
  const refused = await phone.post(`/api/pay/family/${token}/verify`, {
    reference: started.json().reference,
  });
  assert.equal(refused.statusCode, 409);
  assert.equal(await paidFigure(owner, student._id), 0);
  assert.equal((await refusedLines(owner, school._id)).length, 1);
});

test('a provider that is down at initialize answers 503 and leaves no pending payment', async (t) => {
  const { ctx, owner, school, student } = await settledSchool(t);
  const before = await rowsOf(ctx);
  ctx.provider.setDown(true);
  const down = await owner.client.post(
    '/api/payments/initialize',
    paymentBody(school._id, student._id, 20_000),
  );
  assert.equal(down.statusCode, 503);
  assert.match(down.json().message, /could not be reached/);
  assert.equal(await rowsOf(ctx), before);
});

test('a school without a settlement account starts its checkout in the browser, as before', async (t) => {
  const { ctx, owner, school, student } = await paymentWorld(t);
  const started = await startDashboardCheckout(owner, school._id, student._id);
  assert.equal(started.accessCode, undefined);
  assert.equal(ctx.provider.initialized.size, 0);
  // Any subaccount the provider names is as today: the charge is recorded.
  ctx.provider.set(started.reference, { amount: 2_000_000, subaccount: 'ACCT_whoever' });
  const verified = await owner.client.post('/api/payments/verify', {
    reference: started.reference,
  });
  assert.equal(verified.statusCode, 200, verified.body);
});
