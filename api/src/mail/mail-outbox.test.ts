import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { attempts, users } from '../db/schema/accounts';
import { mailOutbox } from '../db/schema/mail';
import { buildSecondTestApp, buildTestApp } from '../testing/build-app';
import { signupBody, uniqueEmail } from '../testing/fixtures';
import { startSilentSmtpRelay } from '../testing/silent-smtp-relay';
import { startSmtpSink } from '../testing/smtp-sink';
import { openTestDatabase } from '../testing/test-database';
import { queueMail } from './outbox-repository';
import { MAX_ATTEMPTS } from './outbox-worker';

const FIVE_MINUTES_AGO = () => new Date(Date.now() - 5 * 60_000 - 1000);

test('a relay that never answers delays no request: sign-ups, a resend, a login and a list answer while its connection hangs', async (t) => {
  const relay = await startSilentSmtpRelay();
  t.after(() => relay.close());
  const ctx = await buildTestApp(t, { env: { SMTP_URL: relay.url } });
  const events: string[] = [];
  const answered = (what: string, status: number) =>
    events.push(`${what} ${status}${relay.open === 1 ? ' while the relay hangs' : ''}`);

  const first = uniqueEmail();
  answered('signup', (await ctx.client().post('/api/auth/signup', signupBody(first))).statusCode);
  await relay.connected;
  events.push('relay connected');

  await ctx.database.db.update(attempts).set({ createdAt: FIVE_MINUTES_AGO() });
  const resend = await ctx.client().post('/api/auth/resend-mail', { email: first });
  answered('resend', resend.statusCode);

  const second = uniqueEmail();
  const body = signupBody(second);
  answered('signup', (await ctx.client().post('/api/auth/signup', body)).statusCode);
  await ctx.database.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.email, second));
  const client = ctx.client();
  const login = await client.post('/api/auth/login', { email: second, password: body.password });
  answered('login', login.statusCode);
  answered('list', (await client.get('/api/schools')).statusCode);

  assert.deepEqual(events, [
    'signup 201',
    'relay connected',
    'resend 200 while the relay hangs',
    'signup 201 while the relay hangs',
    'login 200 while the relay hangs',
    'list 200 while the relay hangs',
  ]);

  // The relay goes away: nothing was delivered, and both code mails wait for a retry.
  await relay.close();
  await ctx.deliverQueuedMail();
  const waiting = await ctx.database.db.select().from(mailOutbox);
  assert.deepEqual(waiting.map((row) => row.recipient).sort(), [first, second].sort());
  assert.ok(waiting.every((row) => row.status === 'pending' && row.body !== null));
});

test('closing the app while a delivery hangs cancels it and keeps the mail; the next start sends it', async (t) => {
  const database = await openTestDatabase();
  t.after(() => database.close());
  const relay = await startSilentSmtpRelay();
  t.after(() => relay.close());
  const hung = await buildTestApp(t, { database, env: { SMTP_URL: relay.url } });
  const email = uniqueEmail();
  assert.equal((await hung.client().post('/api/auth/signup', signupBody(email))).statusCode, 201);
  await relay.connected;

  await hung.app.close();
  const [kept] = await database.db.select().from(mailOutbox);
  assert.equal(kept?.status, 'pending');
  assert.equal(kept?.attempts, 1);
  assert.equal(kept?.claimedUntil, null, 'free for the next process at once');
  assert.ok(kept?.lastError);

  const next = await buildTestApp(t, { database });
  await database.db.update(mailOutbox).set({ nextAttemptAt: new Date() });
  await next.deliverQueuedMail();
  const code = await next.mailbox.codeFor(email, /verification code/);
  const verify = await next.client().post('/api/auth/verify-email', { email, code });
  assert.equal(verify.statusCode, 200);
});

test('a relay that refuses at first: the code mail arrives once, after the retry, and its code verifies', async (t) => {
  const relay = await startSmtpSink(0, { refuseFirst: 1 });
  t.after(() => relay.close());
  const ctx = await buildTestApp(t, { env: { SMTP_URL: relay.url } });
  const client = ctx.client();
  const email = uniqueEmail();
  assert.equal((await client.post('/api/auth/signup', signupBody(email))).statusCode, 201);

  await ctx.deliverQueuedMail();
  const [refused] = await ctx.database.db.select().from(mailOutbox);
  assert.equal(refused?.status, 'pending');
  assert.equal(refused?.attempts, 1);
  assert.match(refused?.lastError ?? '', /421/);
  assert.ok((refused?.nextAttemptAt.getTime() ?? 0) > Date.now(), 'retried later, not at once');
  assert.equal(relay.messages.length, 0);

  // The retry's delay passes (moved back in the database).
  await ctx.database.db.update(mailOutbox).set({ nextAttemptAt: new Date() });
  await ctx.deliverQueuedMail();
  const code = await relay.codeFor(email, /verification code/);
  assert.equal((await client.post('/api/auth/verify-email', { email, code })).statusCode, 200);

  await ctx.deliverQueuedMail();
  assert.equal(relay.messages.filter((mail) => mail.to.includes(email)).length, 1);
  const [sent] = await ctx.database.db.select().from(mailOutbox);
  assert.equal(sent?.status, 'sent');
  assert.equal(sent?.body, null, 'the live code is not kept once sent');
});

test('a mail still refused at its last attempt is given up and logged without its body', async (t) => {
  const relay = await startSmtpSink(0, { refuseFirst: Infinity });
  t.after(() => relay.close());
  const lines: string[] = [];
  const ctx = await buildTestApp(t, {
    env: { SMTP_URL: relay.url },
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
  });
  const email = uniqueEmail();
  assert.equal((await ctx.client().post('/api/auth/signup', signupBody(email))).statusCode, 201);

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    await ctx.deliverQueuedMail();
    await ctx.database.db.update(mailOutbox).set({ nextAttemptAt: new Date() });
  }
  const [given] = await ctx.database.db.select().from(mailOutbox);
  assert.equal(given?.status, 'failed');
  assert.equal(given?.attempts, MAX_ATTEMPTS);
  assert.equal(given?.body, null);
  assert.match(given?.lastError ?? '', /421/);

  await ctx.deliverQueuedMail();
  assert.equal(relay.messages.length, 0);
  const log = lines.join('');
  const givenUp = lines.find((line) => line.includes('given up'));
  assert.ok(givenUp, log);
  assert.match(givenUp, new RegExp(email));
  assert.match(givenUp, /verification code/);
  assert.doesNotMatch(log, /code is \d{6}/);
});

test('a resent code replaces the unsent mail of the old one; a code mail is dropped once its code expired', async (t) => {
  const relay = await startSmtpSink(0, { refuseFirst: Infinity });
  t.after(() => relay.close());
  const ctx = await buildTestApp(t, { env: { SMTP_URL: relay.url } });
  const client = ctx.client();
  const email = uniqueEmail();
  await client.post('/api/auth/signup', signupBody(email));
  await ctx.deliverQueuedMail();
  const [old] = await ctx.database.db.select().from(mailOutbox);

  await ctx.database.db.update(attempts).set({ createdAt: FIVE_MINUTES_AGO() });
  assert.equal((await client.post('/api/auth/resend-mail', { email })).statusCode, 200);
  await ctx.deliverQueuedMail();
  const rows = await ctx.database.db.select().from(mailOutbox);
  assert.equal(rows.length, 1, 'only the new code waits');
  assert.notEqual(rows[0]?.id, old?.id);
  const code = /code is (\d{6})\./.exec(rows[0]?.body ?? '')?.[1];
  assert.ok(code);
  assert.equal((await client.post('/api/auth/verify-email', { email, code })).statusCode, 200);

  await ctx.database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(), expiresAt: new Date(Date.now() - 1) });
  await ctx.deliverQueuedMail();
  const [dropped] = await ctx.database.db.select().from(mailOutbox);
  assert.equal(dropped?.status, 'failed');
  assert.equal(dropped?.lastError, 'expired before delivery');
  assert.equal(dropped?.body, null);
});

test('a write that rolls back queues no mail; one that commits does', async (t) => {
  const ctx = await buildTestApp(t);
  const { db } = ctx.database;
  const kept = { to: uniqueEmail('kept'), subject: 'Kept', text: 'Committed with its write.' };
  const lost = { to: uniqueEmail('lost'), subject: 'Lost', text: 'Rolled back with its write.' };
  await db.transaction(async (tx) => queueMail(tx, kept));
  await assert.rejects(
    db.transaction(async (tx) => {
      await queueMail(tx, lost);
      throw new Error('the write fails after the mail was queued');
    }),
    /the write fails/,
  );

  await ctx.deliverQueuedMail();
  await ctx.mailbox.waitFor((mail) => mail.to.includes(kept.to));
  assert.deepEqual(
    ctx.mailbox.messages.map((mail) => mail.to),
    [[kept.to]],
  );
  assert.deepEqual(
    (await db.select().from(mailOutbox)).map((row) => row.recipient),
    [kept.to],
  );
});

test('two API processes on one database deliver each queued mail once', async (t) => {
  const one = await buildTestApp(t);
  const two = await buildSecondTestApp(t, one);
  const recipients = Array.from({ length: 20 }, (_, i) => uniqueEmail(`reader${i}`));
  await one.database.db.transaction(async (tx) => {
    for (const to of recipients) await queueMail(tx, { to, subject: 'Notice', text: 'Hello.' });
  });

  await Promise.all([one.deliverQueuedMail(), two.deliverQueuedMail()]);
  assert.deepEqual(one.mailbox.messages.flatMap((mail) => mail.to).sort(), recipients.sort());
  const rows = await one.database.db.select().from(mailOutbox);
  assert.ok(rows.every((row) => row.status === 'sent' && row.attempts === 1));
});

test('a code mail leaves before every other mail waiting in the outbox', async (t) => {
  const database = await openTestDatabase();
  t.after(() => database.close());
  const down = await startSmtpSink(0, { refuseFirst: Infinity });
  t.after(() => down.close());
  const held = await buildTestApp(t, { database, env: { SMTP_URL: down.url } });
  const parents = Array.from({ length: 10 }, (_, i) => uniqueEmail(`parent${i}`));
  for (const to of parents) {
    await queueMail(database.db, { to, subject: 'Pay link', text: 'Pay at /pay/…' });
  }
  const email = uniqueEmail();
  assert.equal((await held.client().post('/api/auth/signup', signupBody(email))).statusCode, 201);
  await held.deliverQueuedMail();
  await held.app.close();

  // The relay is back; the backlog has waited longer than the code.
  await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 60_000) });
  await database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date() })
    .where(eq(mailOutbox.recipient, email));
  const next = await buildTestApp(t, { database });
  await next.deliverQueuedMail();
  const [first, ...rest] = next.mailbox.messages.map((mail) => mail.to[0]);
  assert.equal(first, email);
  assert.deepEqual(rest.sort(), parents.sort());
});
