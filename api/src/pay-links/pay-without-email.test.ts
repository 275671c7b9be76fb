import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/mail';
import { assertFieldError } from '../testing/assert-field-error';
import type { TestApp } from '../testing/build-app';
import { familyLinkToken, paymentWorld, payLinkToken, settleSchool } from '../testing/fixtures';

// A parent with no e-mail pays by link (docs/pay-links.md#paying-without-an-e-mail): the school's
// owner's address stands in for the provider, the receipt shows on the page, and none is mailed.

const noEmail = {
  depositorName: 'Eze Okafor',
  email: '',
  amount: 20_000,
  purpose: 'First term fees',
};

const queuedMails = async (ctx: TestApp) =>
  Number((await ctx.app.db.select({ n: count() }).from(mailOutbox))[0]?.n);

test("a parent with no e-mail pays a student's link; the provider gets the school's address", async (t) => {
  const { ctx, owner, student } = await paymentWorld(t);
  const token = await payLinkToken(owner, 'students', student._id);
  const phone = ctx.client();

  const started = await phone.post(`/api/pay/${token}/initialize`, noEmail);
  assert.equal(started.statusCode, 201, started.body);
  assert.equal(started.json().email, owner.email, 'the checkout carries the owner address');

  const mailsBefore = await queuedMails(ctx);
  ctx.provider.set(started.json().reference, { amount: 2_000_000 });
  const verified = await phone.post(`/api/pay/${token}/verify`, {
    reference: started.json().reference,
  });
  assert.equal(verified.statusCode, 200, verified.body);
  assert.equal(verified.json().email, '', 'the receipt names no e-mail');
  assert.equal(verified.json().depositorName, 'Eze Okafor');
  assert.equal(await queuedMails(ctx), mailsBefore, 'no receipt is mailed');

  const malformed = await phone.post(`/api/pay/${token}/initialize`, { ...noEmail, email: 'eze@' });
  assertFieldError(malformed, 'email', 'Email is invalid', 'a malformed e-mail');
});

test("a settled school's family link without an e-mail starts its checkout in the owner's name", async (t) => {
  const { ctx, owner, school, classroom, student } = await paymentWorld(t);
  await settleSchool(ctx, owner, school);
  const token = await familyLinkToken(owner, { school, classroom, student });
  const phone = ctx.client();

  const started = await phone.post(`/api/pay/family/${token}/initialize`, noEmail);
  assert.equal(started.statusCode, 201, started.body);
  const { reference } = started.json();
  assert.equal(ctx.provider.initialized.get(reference)?.email, owner.email);

  const mailsBefore = await queuedMails(ctx);
  ctx.provider.pay(reference);
  const verified = await phone.post(`/api/pay/family/${token}/verify`, { reference });
  assert.equal(verified.statusCode, 200, verified.body);
  assert.equal(verified.json().email, '');
  assert.equal(await queuedMails(ctx), mailsBefore, 'no receipt is mailed');
});
