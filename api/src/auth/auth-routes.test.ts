import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { attempts, emailCodes, sessions, users } from '../db/schema/accounts';
import { ApiClient } from '../testing/api-client';
import { buildSecondTestApp, buildTestApp } from '../testing/build-app';
import { createSchool, signUpOwner, signupBody, uniqueEmail } from '../testing/fixtures';
import { holdHashing } from '../testing/held-hashing';
import { setPasswordHash } from './auth-repository';
import { hashPassword } from './password-hash';
import { sha256 } from '../guards/secrets';

test('signup mails a six-digit code over SMTP; verify then login opens a cookie session', async (t) => {
  const ctx = await buildTestApp(t);
  const client = ctx.client();
  const email = uniqueEmail();
  const signup = await client.post('/api/auth/signup', signupBody(email));
  assert.equal(signup.statusCode, 201);
  const user = signup.json();
  assert.deepEqual(Object.keys(user).sort(), [
    '_id',
    'createdAt',
    'email',
    'firstname',
    'lastname',
    'phone',
    'updatedAt',
  ]);
  assert.equal(user.email, email);

  const mail = await ctx.mailbox.waitFor((m) => m.to.includes(email));
  assert.match(mail.raw, /From: Fees Manager <no-reply@localhost>/);
  const code = /code is (\d{6})\./.exec(mail.raw)?.[1];
  assert.ok(code, 'the mail carries a six-digit code');

  // Not verified yet: a correct password still does not open a session.
  const early = await client.post('/api/auth/login', { email, password: 'secret-pass' });
  assert.equal(early.statusCode, 403);
  assert.equal(client.cookie, undefined);

  // The code is stored hashed, never as sent.
  const [stored] = await ctx.database.db.select().from(emailCodes);
  assert.ok(stored);
  assert.notEqual(stored.codeHash, code);
  assert.ok(!stored.codeHash.includes(code));

  const verified = await client.post('/api/auth/verify-email', { email, code });
  assert.equal(verified.statusCode, 200);
  assert.equal(verified.json().message, 'Success! Your email has been verified.');
  // Single use: once verified, the address answers like any wrong code.
  const again = await client.post('/api/auth/verify-email', { email, code });
  assert.equal(again.statusCode, 400);
  assert.equal((await ctx.database.db.select().from(emailCodes)).length, 0);

  const login = await client.post('/api/auth/login', {
    email: email.toUpperCase(),
    password: 'secret-pass',
  });
  assert.equal(login.statusCode, 200, login.body);
  const setCookie = String(login.headers['set-cookie']);
  assert.match(setCookie, /^fees_session=[A-Za-z0-9_-]{43};/);
  assert.match(setCookie, /HttpOnly/);
  assert.match(setCookie, /SameSite=Lax/);
  assert.doesNotMatch(setCookie, /Secure/, 'plain http origins only: a browser drops it otherwise');

  // Only the token's SHA-256 is stored.
  const token = (client.cookie as string | undefined)?.split('=')[1] ?? '';
  const [session] = await ctx.database.db.select().from(sessions);
  assert.equal(session?.tokenHash, sha256(token));

  const me = await client.get('/api/auth/');
  assert.equal(me.statusCode, 200);
  assert.equal(me.json()._id, user._id);
  assert.equal(me.json().passwordHash, undefined);
});

test('a session cookie is Secure in production, and whenever an app origin is https', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const envs: Record<string, string>[] = [
    { NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_test_fake' },
    { APP_ORIGINS: 'http://localhost:3000,https://fees.example.ng' },
  ];
  for (const env of envs) {
    const other = await buildTestApp(t, { env, database: ctx.database });
    const client = other.client();
    const login = await client.post('/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    assert.equal(login.statusCode, 200, login.body);
    assert.match(String(login.headers['set-cookie']), /; Secure/, JSON.stringify(env));
    const logout = await client.post('/api/auth/logout');
    assert.match(String(logout.headers['set-cookie']), /; Secure/, JSON.stringify(env));
  }
});

test('logout deletes the session on the server: the old cookie answers 401', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const oldCookie = owner.client.cookie;
  const logout = await owner.client.post('/api/auth/logout');
  assert.equal(logout.statusCode, 200);
  assert.match(String(logout.headers['set-cookie']), /fees_session=;/);
  const replay = ctx.client();
  replay.cookie = oldCookie;
  assert.equal((await replay.get('/api/auth/')).statusCode, 401);
  assert.equal((await ctx.database.db.select().from(sessions)).length, 0);
});

test("log out everywhere revokes every one of the user's sessions, and only theirs", async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const stranger = await signUpOwner(ctx);
  const phone = ctx.client();
  await phone.post('/api/auth/login', { email: owner.email, password: owner.password });
  assert.equal((await phone.get('/api/auth/')).statusCode, 200);

  assert.equal((await ctx.client().post('/api/auth/logout-everywhere')).statusCode, 401);
  const thisDevice = owner.client.cookie;
  const everywhere = await owner.client.post('/api/auth/logout-everywhere');
  assert.equal(everywhere.statusCode, 200);
  assert.deepEqual(everywhere.json(), { message: 'Logged out everywhere' });
  assert.match(String(everywhere.headers['set-cookie']), /fees_session=;/);
  assert.equal((await phone.get('/api/auth/')).statusCode, 401, 'the other device is out');
  owner.client.cookie = thisDevice;
  assert.equal((await owner.client.get('/api/auth/')).statusCode, 401, 'this device too');
  assert.equal((await stranger.client.get('/api/auth/')).statusCode, 200, 'others stay in');
});

test('signed-in JSON and the login answer are never cached; public answers are untouched', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  for (const path of ['/api/auth/', '/api/schools', '/api/users']) {
    const response = await owner.client.get(path);
    assert.equal(response.statusCode, 200, path);
    assert.equal(response.headers['cache-control'], 'no-store', path);
  }
  const login = await ctx
    .client()
    .post('/api/auth/login', { email: owner.email, password: owner.password });
  assert.equal(login.headers['cache-control'], 'no-store');
  assert.equal((await ctx.client().get('/api/openapi.json')).headers['cache-control'], undefined);
});

test('each login makes a new token; sessions expire when idle and at their absolute end', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const first = owner.client.cookie;
  const second = ctx.client();
  await second.post('/api/auth/login', { email: owner.email, password: owner.password });
  assert.ok(second.cookie && first && second.cookie !== first);
  const { db } = ctx.database;

  // Idle: last seen longer ago than the idle limit.
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - ctx.config.session.idleMs - 1000) })
    .where(eq(sessions.tokenHash, sha256(first.split('=')[1] ?? '')));
  assert.equal((await owner.client.get('/api/auth/')).statusCode, 401);

  // Absolute: past its end, however active.
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, sha256(second.cookie.split('=')[1] ?? '')));
  assert.equal((await second.get('/api/auth/')).statusCode, 401);
});

test('a cookie that is not a session answers 401', async (t) => {
  const ctx = await buildTestApp(t);
  const client = ctx.client();
  for (const cookie of ['fees_session=forged', `fees_session=${'x'.repeat(5000)}`, 'other=1']) {
    const response = await client.get('/api/auth/', { headers: { cookie } });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Please log in' });
  }
});

test('wrong codes: 400 "Wrong code…", at most 5 tries, expired codes refused', async (t) => {
  const ctx = await buildTestApp(t);
  const client = ctx.client();
  const email = uniqueEmail();
  await client.post('/api/auth/signup', signupBody(email));
  const code = await ctx.mailbox.codeFor(email, /verification code/);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i += 1) {
    const response = await client.post('/api/auth/verify-email', { email, code: wrong });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'Wrong code. Please check the code and retry.',
      fields: { code: 'Wrong code. Please check the code and retry.' },
    });
  }
  // The sixth try is refused even with the right code: the code is used up.
  const sixth = await client.post('/api/auth/verify-email', { email, code });
  assert.equal(sixth.statusCode, 429);
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  assert.equal(user?.emailVerifiedAt, null);

  // A fresh code (after the lockout) works, but not once expired.
  await ctx.database.db.delete(attempts);
  assert.equal((await client.post('/api/auth/resend-mail', { email })).statusCode, 200);
  const fresh = await ctx.mailbox.codeFor(email, /verification code/, 1);
  await ctx.database.db.update(emailCodes).set({ expiresAt: new Date(Date.now() - 1) });
  assert.equal(
    (await client.post('/api/auth/verify-email', { email, code: fresh })).statusCode,
    400,
  );

  // Unknown address: the same answer as a wrong code.
  const unknown = await client.post('/api/auth/verify-email', { email: uniqueEmail(), code });
  assert.equal(unknown.statusCode, 400);
});

test('requests for a code at the same instant send one mail: the rest are refused', async (t) => {
  const ctx = await buildTestApp(t);
  const client = ctx.client();
  const email = uniqueEmail();
  await client.post('/api/auth/signup', signupBody(email));
  await ctx.mailbox.codeFor(email, /verification code/);
  await ctx.database.db
    .update(attempts)
    .set({ createdAt: new Date(Date.now() - 5 * 60_000 - 1000) });

  const resends = await Promise.all(
    Array.from({ length: 5 }, () => client.post('/api/auth/resend-mail', { email })),
  );
  assert.deepEqual(resends.map((answer) => answer.statusCode).sort(), [200, 429, 429, 429, 429]);

  const owner = await signUpOwner(ctx);
  const resets = await Promise.all(
    Array.from({ length: 5 }, () =>
      client.post('/api/auth/reset-password/request', { email: owner.email }),
    ),
  );
  assert.deepEqual(resets.map((answer) => answer.statusCode).sort(), [200, 429, 429, 429, 429]);

  await ctx.mailbox.codeFor(owner.email, /reset code/);
  await ctx.deliverQueuedMail();
  const mailsTo = (address: string) =>
    ctx.mailbox.messages.filter((mail) => mail.to.includes(address)).length;
  assert.equal(mailsTo(email), 2, 'the signup mail and one resend');
  assert.equal(mailsTo(owner.email), 2, 'the signup mail and one reset code');
});

test('resend is refused by the server for 5 minutes after the last send', async (t) => {
  const ctx = await buildTestApp(t);
  const client = ctx.client();
  const email = uniqueEmail();
  await client.post('/api/auth/signup', signupBody(email));
  await ctx.mailbox.codeFor(email, /verification code/);

  const soon = await client.post('/api/auth/resend-mail', { email });
  assert.equal(soon.statusCode, 429);
  assert.match(soon.json().message, /5 minutes/);
  assert.ok(Number(soon.headers['retry-after']) > 250);
  await ctx.deliverQueuedMail();
  assert.equal(ctx.mailbox.messages.length, 1);

  // Five minutes later (moved back in the database), a new code is sent and the old one is dead.
  await ctx.database.db
    .update(attempts)
    .set({ createdAt: new Date(Date.now() - 5 * 60_000 - 1000) });
  const later = await client.post('/api/auth/resend-mail', { email });
  assert.equal(later.statusCode, 200);
  assert.equal(later.json().message, 'Verification code has been sent! Please check your mail');
  const code = await ctx.mailbox.codeFor(email, /verification code/, 1);
  assert.equal((await client.post('/api/auth/verify-email', { email, code })).statusCode, 200);

  // An unknown address gets the same answer and the same lockout, and no mail.
  const stranger = uniqueEmail();
  assert.equal((await client.post('/api/auth/resend-mail', { email: stranger })).statusCode, 200);
  assert.equal((await client.post('/api/auth/resend-mail', { email: stranger })).statusCode, 429);
  await ctx.deliverQueuedMail();
  assert.equal(ctx.mailbox.messages.filter((m) => m.to.includes(stranger)).length, 0);
});

test('login: wrong password 401; 10 failures per e-mail in 15 minutes → 429, counted in the database', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  for (let i = 0; i < 10; i += 1) {
    const response = await ctx
      .client()
      .post('/api/auth/login', { email: owner.email, password: 'wrong-one' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Incorrect email or password' });
  }
  const locked = await ctx
    .client()
    .post('/api/auth/login', { email: owner.email, password: owner.password });
  assert.equal(locked.statusCode, 429);
  assert.equal(locked.headers['retry-after'], '900');

  // A second app on the same database (another API process) sees the same count.
  const other = await buildTestApp(t, { database: ctx.database });
  const elsewhere = await other
    .client()
    .post('/api/auth/login', { email: owner.email, password: owner.password });
  assert.equal(elsewhere.statusCode, 429);

  // Once the failures are older than 15 minutes, the right password works again.
  await ctx.database.db
    .update(attempts)
    .set({ createdAt: new Date(Date.now() - 15 * 60_000 - 1000) });
  const ok = await ctx
    .client()
    .post('/api/auth/login', { email: owner.email, password: owner.password });
  assert.equal(ok.statusCode, 200);

  // Unknown e-mail: the same 401 as a wrong password.
  const unknown = await ctx
    .client()
    .post('/api/auth/login', { email: uniqueEmail(), password: 'whatever' });
  assert.equal(unknown.statusCode, 401);
  assert.deepEqual(unknown.json(), { message: 'Incorrect email or password' });
});

test('signup refuses an e-mail already registered, whatever its case', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const again = await ctx.client().post('/api/auth/signup', signupBody(owner.email.toUpperCase()));
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().fields.email, 'An account with this email already exists');
  assert.equal((await ctx.database.db.select().from(users)).length, 1);
});

test("signup takes three-letter names such as 'Obi Eze', as its message says, and refuses two", async (t) => {
  const ctx = await buildTestApp(t);
  const client = ctx.client();
  const short = await client.post('/api/auth/signup', {
    ...signupBody(),
    firstname: 'Ob',
    lastname: 'Ez',
  });
  assert.equal(short.statusCode, 400);
  assert.deepEqual(short.json().fields, {
    firstname: 'Minimum of 3 characters',
    lastname: 'Minimum of 3 characters',
  });
  assert.equal((await ctx.database.db.select().from(users)).length, 0);

  const made = await client.post('/api/auth/signup', {
    ...signupBody(),
    firstname: 'Obi',
    lastname: 'Eze',
  });
  assert.equal(made.statusCode, 201, made.body);
  assert.deepEqual([made.json().firstname, made.json().lastname], ['Obi', 'Eze']);
});

test('password reset by e-mailed code: new password works, old sessions end', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const client = ctx.client();
  const before = ctx.mailbox.messages.length;
  const request = await client.post('/api/auth/reset-password/request', { email: owner.email });
  assert.equal(request.statusCode, 200);
  const code = await ctx.mailbox.codeFor(owner.email, /password reset code/, before);

  // Again within 5 minutes: refused.
  const again = await client.post('/api/auth/reset-password/request', { email: owner.email });
  assert.equal(again.statusCode, 429);

  const badCode = code === '000000' ? '111111' : '000000';
  const wrong = await client.post('/api/auth/reset-password', {
    email: owner.email,
    code: badCode,
    password: 'brand-new',
  });
  assert.equal(wrong.statusCode, 400);

  const reset = await client.post('/api/auth/reset-password', {
    email: owner.email,
    code,
    password: 'brand-new',
  });
  assert.equal(reset.statusCode, 200, reset.body);
  assert.equal((await owner.client.get('/api/auth/')).statusCode, 401, 'old sessions ended');
  const reuse = await client.post('/api/auth/reset-password', {
    email: owner.email,
    code,
    password: 'other-one',
  });
  assert.equal(reuse.statusCode, 400, 'single use');

  assert.equal(
    (await client.post('/api/auth/login', { email: owner.email, password: owner.password }))
      .statusCode,
    401,
  );
  assert.equal(
    (await client.post('/api/auth/login', { email: owner.email, password: 'brand-new' }))
      .statusCode,
    200,
  );

  // An unknown address: same answer, no mail.
  const stranger = uniqueEmail();
  const count = ctx.mailbox.messages.length;
  assert.equal(
    (await client.post('/api/auth/reset-password/request', { email: stranger })).statusCode,
    200,
  );
  assert.equal(ctx.mailbox.messages.length, count);
});

test('a new password needs 8 to 128 characters: signup and reset refuse 7 and 129, and change nothing', async (t) => {
  const ctx = await buildTestApp(t);
  const client = ctx.client();
  for (const [password, message] of [
    ['secret1', 'Minimum of 8 characters'],
    ['p'.repeat(129), 'Maximum of 128 characters'],
  ]) {
    const signup = await client.post('/api/auth/signup', { ...signupBody(), password });
    assert.equal(signup.statusCode, 400);
    assert.deepEqual(signup.json().fields, { password: message });
  }
  assert.equal((await ctx.database.db.select().from(users)).length, 0);
  assert.equal(ctx.mailbox.messages.length, 0);

  const owner = await signUpOwner(ctx);
  const before = ctx.mailbox.messages.length;
  await client.post('/api/auth/reset-password/request', { email: owner.email });
  const code = await ctx.mailbox.codeFor(owner.email, /password reset code/, before);
  const short = await client.post('/api/auth/reset-password', {
    email: owner.email,
    code,
    password: 'secret1',
  });
  assert.equal(short.statusCode, 400);
  assert.deepEqual(short.json().fields, { password: 'Minimum of 8 characters' });
  const login = await client.post('/api/auth/login', {
    email: owner.email,
    password: owner.password,
  });
  assert.equal(login.statusCode, 200, 'the old password still works');

  const longest = 'p'.repeat(128);
  const reset = await client.post('/api/auth/reset-password', {
    email: owner.email,
    code,
    password: longest,
  });
  assert.equal(reset.statusCode, 200, reset.body);
  assert.equal(
    (await client.post('/api/auth/login', { email: owner.email, password: longest })).statusCode,
    200,
  );
});

test('a password chosen before the 8-character rule still signs in and passes as the admin password', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const old = 'abcde';
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, owner.email));
  assert.ok(user);
  await setPasswordHash(ctx.database.db, user.id, await hashPassword(old, ctx.config.kdfLogN));

  const client = ctx.client();
  const login = await client.post('/api/auth/login', { email: owner.email, password: old });
  assert.equal(login.statusCode, 200, login.body);
  const school = await createSchool({ ...owner, client, password: old });
  assert.equal(school.name, 'Sunrise Academy');
});

test('bad input on every auth route: 4xx naming the field, never 5xx, nothing written', async (t) => {
  const ctx = await buildTestApp(t);
  const client = ctx.client();
  const routes: Array<[string, Record<string, unknown>]> = [
    ['/api/auth/signup', signupBody()],
    ['/api/auth/verify-email', { email: uniqueEmail(), code: '123456' }],
    ['/api/auth/resend-mail', { email: uniqueEmail() }],
    ['/api/auth/login', { email: uniqueEmail(), password: 'x' }],
    ['/api/auth/reset-password/request', { email: uniqueEmail() }],
    ['/api/auth/reset-password', { email: uniqueEmail(), code: '123456', password: 'brand-new' }],
  ];
  for (const [url, valid] of routes) {
    const malformed = await client.request('POST', url, '{"email": ');
    assert.equal(malformed.statusCode, 400, `${url} malformed`);
    assert.deepEqual(malformed.json(), { message: 'Malformed JSON body' });

    const notObject = await client.request('POST', url, '[1,2]');
    assert.equal(notObject.statusCode, 400, `${url} array`);

    const empty = await client.request('POST', url, '');
    assert.equal(empty.statusCode, 400, `${url} empty`);

    const [field] = Object.keys(valid);
    const wrongType = await client.post(url, { ...valid, [field as string]: 12345 });
    assert.equal(wrongType.statusCode, 400, `${url} wrong type`);
    assert.match(wrongType.json().fields[field as string], /must be text/);

    const unknown = await client.post(url, { ...valid, _id: 'x', isAdmin: true });
    assert.equal(unknown.statusCode, 400, `${url} unknown`);
    assert.equal(unknown.json().fields._id, 'Unknown field: _id');
    assert.equal(unknown.json().fields.isAdmin, 'Unknown field: isAdmin');

    const huge = await client.post(url, { ...valid, [field as string]: 'x'.repeat(70_000) });
    assert.equal(huge.statusCode, 413, `${url} oversize`);
    assert.deepEqual(huge.json(), { message: 'Request body is too large' });

    const long = await client.post(url, { ...valid, [field as string]: 'x'.repeat(5000) });
    assert.equal(long.statusCode, 400, `${url} too long`);

    const proto = await client.request('POST', url, '{"__proto__": {"x": 1}, "email": "a@b.co"}');
    assert.equal(proto.statusCode, 400, `${url} prototype poisoning`);
  }
  const signupMissing = await client.post('/api/auth/signup', {});
  assert.equal(signupMissing.statusCode, 400);
  assert.deepEqual(Object.keys(signupMissing.json().fields).sort(), [
    'email',
    'firstname',
    'lastname',
    'password',
    'phone',
  ]);
  assert.equal((await ctx.database.db.select().from(users)).length, 0);
  assert.equal(ctx.mailbox.messages.length, 0);
});

test('50 parallel wrong logins for one address: at most 10 reach the hash, then even the right password is refused', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      ctx.client().post('/api/auth/login', { email: owner.email, password: 'wrong-one' }),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  assert.equal(
    statuses.filter((status) => status === 401).length,
    10,
    'ten wrong passwords checked',
  );
  assert.equal(statuses.filter((status) => status === 429).length, 40, 'the rest refused unhashed');

  const right = await ctx
    .client()
    .post('/api/auth/login', { email: owner.email, password: owner.password });
  assert.equal(right.statusCode, 429);
  assert.equal(right.headers['retry-after'], '900');
});

test('20 parallel logins with the right password all open a session', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      ctx.client().post('/api/auth/login', { email: owner.email, password: owner.password }),
    ),
  );
  assert.deepEqual(
    answers.map((answer) => answer.statusCode),
    answers.map(() => 200),
  );
  const counted = await ctx.database.db.select().from(attempts);
  assert.deepEqual(
    counted.filter((row) => row.key.startsWith('login-failure')),
    [],
    'no failure counted',
  );
});

test('an admin password waiting for its hash holds no database connection', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const held = holdHashing();
  const write = owner.client.put(`/api/users/${owner.user._id}`, {
    firstname: 'Ngozi',
    lastname: 'Eze',
    phone: '08031234567',
    password: owner.password,
  });
  await held.reached();

  const [inTransaction] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and state like 'idle in transaction%'`);
  await held.release();
  assert.equal((await write).statusCode, 200);
  assert.equal(inTransaction?.count, 0, 'no transaction is held open across the hash');
});

test('50 parallel wrong admin passwords: at most 10 are checked, then the right one is refused too', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const url = `/api/users/${owner.user._id}`;
  const body = { firstname: 'Ngozi', lastname: 'Eze', phone: '08031234567' };
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => owner.client.put(url, { ...body, password: 'wrong-one' })),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  assert.equal(statuses.filter((status) => status === 403).length, 10);
  assert.equal(statuses.filter((status) => status === 429).length, 40);

  const right = await owner.client.put(url, { ...body, password: owner.password });
  assert.equal(right.statusCode, 429);
  assert.equal((await owner.client.get('/api/auth/')).json().firstname, 'Chidi');
});

test('admin passwords of one account take turns across two API processes: right ones all pass, wrong ones stop at 10', async (t) => {
  const ctx = await buildTestApp(t);
  const other = await buildSecondTestApp(t, ctx);
  const owner = await signUpOwner(ctx);
  const elsewhere = new ApiClient(other.app);
  elsewhere.cookie = owner.client.cookie;
  const browsers = [owner.client, elsewhere];
  const url = `/api/users/${owner.user._id}`;
  const edit = (index: number, password: string) =>
    browsers[index % 2]!.put(url, {
      firstname: 'Ngozi',
      lastname: 'Eze',
      phone: '08031234567',
      password,
    });

  const right = await Promise.all(Array.from({ length: 20 }, (_, i) => edit(i, owner.password)));
  assert.deepEqual(
    right.map((answer) => answer.statusCode),
    right.map(() => 200),
  );

  const wrong = await Promise.all(Array.from({ length: 50 }, (_, i) => edit(i, 'wrong-one')));
  const statuses = wrong.map((answer) => answer.statusCode);
  assert.equal(statuses.filter((status) => status === 403).length, 10, 'ten checked');
  assert.equal(statuses.filter((status) => status === 429).length, 40, 'the rest refused');
  assert.equal((await edit(0, owner.password)).statusCode, 429);
});
