import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts';
import type { ApiClient } from '../testing/api-client';
import { buildTestApp } from '../testing/build-app';
import { signUpOwner, signupBody, uniqueEmail } from '../testing/fixtures';

const WRONG = {
  message: 'Wrong code. Please check the code and retry.',
  fields: { code: 'Wrong code. Please check the code and retry.' },
};

function from(client: ApiClient, remoteAddress: string) {
  return {
    post: (url: string, body: Record<string, unknown>) => client.post(url, body, { remoteAddress }),
  };
}

function otherThan(code: string) {
  return code === '000000' ? '111111' : '000000';
}

test('sign-ups are limited per address: the 11th within an hour is refused and writes nothing', async (t) => {
  const ctx = await buildTestApp(t);
  const office = from(ctx.client(), '198.51.100.20');
  for (let i = 0; i < 10; i += 1) {
    assert.equal((await office.post('/api/auth/signup', signupBody())).statusCode, 201);
  }
  const eleventh = await office.post('/api/auth/signup', signupBody());
  assert.equal(eleventh.statusCode, 429);
  assert.match(eleventh.json().message, /Too many sign-ups/);
  assert.equal((await ctx.database.db.select().from(users)).length, 10);

  const elsewhere = from(ctx.client(), '198.51.100.21');
  assert.equal((await elsewhere.post('/api/auth/signup', signupBody())).statusCode, 201);
});

test('an account not verified within 24 hours expires: it cannot be used and its address is free', async (t) => {
  const ctx = await buildTestApp(t);
  const client = ctx.client();
  const email = uniqueEmail();
  const stale = uniqueEmail();
  for (const address of [email, stale]) {
    assert.equal((await client.post('/api/auth/signup', signupBody(address))).statusCode, 201);
    await ctx.mailbox.codeFor(address, /verification code/);
  }
  await ctx.database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 24 * 60 * 60_000 - 1000) });
  const mailsBefore = ctx.mailbox.messages.length;

  const login = await client.post('/api/auth/login', { email, password: 'secret-pass' });
  assert.equal(login.statusCode, 401, 'an expired account is not there to sign in to');
  assert.equal((await client.post('/api/auth/reset-password/request', { email })).statusCode, 200);
  await ctx.deliverQueuedMail();
  assert.equal(ctx.mailbox.messages.length, mailsBefore, 'no code is mailed for it');

  const again = await client.post('/api/auth/signup', signupBody(email));
  assert.equal(again.statusCode, 201, again.body);
  const rows = await ctx.database.db.select().from(users);
  assert.deepEqual(
    rows.map((row) => row.email),
    [email],
    'the new account alone: both expired ones were removed',
  );
  const code = await ctx.mailbox.codeFor(email, /verification code/, mailsBefore);
  assert.equal((await client.post('/api/auth/verify-email', { email, code })).statusCode, 200);
});

test('codes are not in mail subjects', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const before = ctx.mailbox.messages.length;
  await owner.client.post('/api/auth/reset-password/request', { email: owner.email });
  const code = await ctx.mailbox.codeFor(owner.email, /reset code/, before);
  for (const mail of ctx.mailbox.messages) {
    const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
    assert.match(subject, /code$/);
    assert.doesNotMatch(subject, /\d{6}/);
  }
  assert.match(ctx.mailbox.messages.at(-1)?.raw ?? '', new RegExp(`code is ${code}`));
});

test("a stranger's wrong codes do not use up the owner's tries", async (t) => {
  const ctx = await buildTestApp(t);
  const email = uniqueEmail();
  const owner = ctx.client();
  await owner.post('/api/auth/signup', signupBody(email));
  const code = await ctx.mailbox.codeFor(email, /verification code/);

  const stranger = from(ctx.client(), '203.0.113.7');
  for (let i = 0; i < 5; i += 1) {
    const wrong = await stranger.post('/api/auth/verify-email', { email, code: otherThan(code) });
    assert.deepEqual(wrong.json(), WRONG);
  }
  const sixth = await stranger.post('/api/auth/verify-email', { email, code });
  assert.equal(sixth.statusCode, 429, 'the stranger has used up its own tries, even with the code');

  const verified = await owner.post('/api/auth/verify-email', { email, code });
  assert.equal(verified.statusCode, 200, verified.body);
});

test('wrong codes are capped per account per day, from however many addresses', async (t) => {
  const ctx = await buildTestApp(t);
  const email = uniqueEmail();
  const owner = ctx.client();
  await owner.post('/api/auth/signup', signupBody(email));
  const code = await ctx.mailbox.codeFor(email, /verification code/);
  for (let address = 10; address < 16; address += 1) {
    const guesser = from(ctx.client(), `203.0.113.${address}`);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await guesser.post('/api/auth/verify-email', { email, code: otherThan(code) });
      assert.equal(wrong.statusCode, 400);
    }
  }
  const refused = await from(ctx.client(), '203.0.113.99').post('/api/auth/verify-email', {
    email,
    code,
  });
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().message, 'Too many wrong codes today. Please try again tomorrow.');
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  assert.equal(user?.emailVerifiedAt, null, 'thirty guesses a day is where guessing stops');
});

test('wrong codes are capped per address per day, over all accounts', async (t) => {
  const ctx = await buildTestApp(t);
  const sprayer = from(ctx.client(), '198.51.100.77');
  for (let account = 0; account < 10; account += 1) {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await sprayer.post('/api/auth/verify-email', { email, code: '123456' });
      assert.equal(wrong.statusCode, 400);
    }
  }
  const next = await sprayer.post('/api/auth/verify-email', {
    email: uniqueEmail(),
    code: '123456',
  });
  assert.equal(next.statusCode, 429);
  assert.equal(next.json().message, 'Too many wrong codes today. Please try again tomorrow.');
});

test('verify-email answers alike for unknown, verified and unverified addresses until the code is right', async (t) => {
  const ctx = await buildTestApp(t);
  const verified = await signUpOwner(ctx);
  const pending = uniqueEmail();
  await ctx.client().post('/api/auth/signup', signupBody(pending));
  const code = await ctx.mailbox.codeFor(pending, /verification code/);
  const client = ctx.client();
  for (const email of [verified.email, pending, uniqueEmail()]) {
    const answer = await client.post('/api/auth/verify-email', { email, code: otherThan(code) });
    assert.equal(answer.statusCode, 400, email);
    assert.deepEqual(answer.json(), WRONG, email);
  }
});
