import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ApiClient } from '../testing/api-client';
import { buildSecondTestApp, buildTestApp } from '../testing/build-app';
import { createStudent, ownerWithStudent, signUpOwner, transferBody } from '../testing/fixtures';

// Two instances of the API on one database, as two processes behind one address would be: each
// keeps what it read, and a write through either must show through both at once
// (docs/performance.md#the-read-cache).

/** The same browser talking to the second instance. */
function sameBrowser(client: ApiClient, other: ApiClient): ApiClient {
  other.cookie = client.cookie;
  return other;
}

test('a session ended through one instance is refused by the other at once, however often it was read', async (t) => {
  const first = await buildTestApp(t);
  const second = await buildSecondTestApp(t, first);
  const owner = await signUpOwner(first);
  const there = sameBrowser(owner.client, second.client());
  for (let read = 0; read < 3; read += 1) {
    assert.equal((await there.get('/api/auth/')).statusCode, 200);
  }

  assert.equal((await owner.client.post('/api/auth/logout')).statusCode, 200);
  const after = await there.get('/api/auth/');
  assert.equal(after.statusCode, 401);
  assert.equal(after.json().message, 'Please log in');
});

test('logging out everywhere, or a reset password, ends the sessions every instance kept', async (t) => {
  const first = await buildTestApp(t);
  const second = await buildSecondTestApp(t, first);
  const owner = await signUpOwner(first);
  const phone = sameBrowser(owner.client, second.client());
  assert.equal((await phone.get('/api/students')).statusCode, 200);

  // A second browser, signed in afresh through the second instance.
  const laptop = second.client();
  const login = await laptop.post('/api/auth/login', {
    email: owner.email,
    password: owner.password,
  });
  assert.equal(login.statusCode, 200);
  assert.equal((await laptop.get('/api/auth/')).statusCode, 200);
  assert.equal((await owner.client.post('/api/auth/logout-everywhere')).statusCode, 200);
  assert.equal((await phone.get('/api/students')).statusCode, 401);
  assert.equal((await laptop.get('/api/auth/')).statusCode, 401);

  const again = second.client();
  await again.post('/api/auth/login', { email: owner.email, password: owner.password });
  assert.equal((await again.get('/api/auth/')).statusCode, 200);
  const since = first.mailbox.messages.length;
  const anyone = first.client();
  await anyone.post('/api/auth/reset-password/request', { email: owner.email });
  const code = await first.mailbox.codeFor(owner.email, /reset/i, since);
  const reset = await anyone.post('/api/auth/reset-password', {
    email: owner.email,
    code,
    password: 'a-new-secret-pass',
  });
  assert.equal(reset.statusCode, 200, reset.body);
  assert.equal((await again.get('/api/auth/')).statusCode, 401);
});

test('a profile changed through one instance is what the other answers next', async (t) => {
  const first = await buildTestApp(t);
  const second = await buildSecondTestApp(t, first);
  const owner = await signUpOwner(first);
  const there = sameBrowser(owner.client, second.client());
  assert.equal((await there.get('/api/auth/')).json().firstname, 'Chidi');

  const changed = await owner.client.put(`/api/users/${owner.user._id}`, {
    firstname: 'Emeka',
    lastname: 'Okafor',
    phone: '08031234567',
    password: owner.password,
  });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.equal((await there.get('/api/auth/')).json().firstname, 'Emeka');
});

test('a students page read again is the same answer, and a write through the other instance shows at once', async (t) => {
  const first = await buildTestApp(t);
  const second = await buildSecondTestApp(t, first);
  const { owner, school, classroom, student } = await ownerWithStudent(first);
  const there = sameBrowser(owner.client, second.client());
  const url = `/api/students?schoolId=${school._id}`;

  const once = await there.get(url);
  const twice = await there.get(url);
  assert.equal(twice.statusCode, 200);
  assert.equal(twice.body, once.body);
  assert.equal(twice.headers['x-total-count'], '1');
  assert.match(String(twice.headers['content-type']), /^application\/json/);
  assert.equal(twice.headers['cache-control'], 'no-store');

  await createStudent(owner, school._id, classroom._id, 0, 'Bello Tunde');
  const added = await there.get(url);
  assert.equal(added.headers['x-total-count'], '2');
  assert.deepEqual(
    added.json().map((row: { fullname: string }) => row.fullname),
    ['Okafor Ada', 'Bello Tunde'],
  );

  const paid = await owner.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    password: owner.password,
  });
  assert.equal(paid.statusCode, 201, paid.body);
  const [ada] = (await there.get(`/api/students?_id=${student._id}`)).json();
  assert.equal(ada.totalPaidFees, 15_000);
  const payments = await there.get(`/api/payments?schoolId=${school._id}`);
  assert.equal(payments.headers['x-total-count'], '1');
  assert.equal(payments.headers['x-total-amount'], '15000');
});

test('a kept page is its reader’s own: another owner asking the same address gets theirs', async (t) => {
  const ctx = await buildTestApp(t);
  const one = await ownerWithStudent(ctx);
  const other = await signUpOwner(ctx);
  const url = `/api/students?_id=${one.student._id}`;
  assert.equal((await one.owner.client.get(url)).json().length, 1);
  const theirs = await other.client.get(url);
  assert.equal(theirs.statusCode, 200);
  assert.deepEqual(theirs.json(), []);
  assert.equal(theirs.headers['x-total-count'], '0');
});
