import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../testing/build-app';
import { assertFieldError } from '../testing/assert-field-error';
import { signUpOwner } from '../testing/fixtures';

test('GET /api/users lists only the signed-in user; profile edits need the password', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  await signUpOwner(ctx);
  const list = await owner.client.get('/api/users');
  assert.equal(list.statusCode, 200);
  assert.equal(list.headers['x-total-count'], '1');
  assert.deepEqual(list.json(), [owner.user]);

  const body = {
    firstname: 'Ngozi',
    lastname: 'Eze',
    phone: '+2348031234567',
    password: owner.password,
  };
  const wrong = await owner.client.put(`/api/users/${owner.user._id}`, {
    ...body,
    password: 'nope',
  });
  assert.equal(wrong.statusCode, 403);
  assert.deepEqual(wrong.json(), { message: 'Incorrect password' });
  assert.equal((await owner.client.get('/api/auth/')).json().firstname, 'Chidi');

  const ok = await owner.client.put(`/api/users/${owner.user._id}`, body);
  assert.equal(ok.statusCode, 200);
  assert.equal(ok.json().firstname, 'Ngozi');
  assert.equal(ok.json().email, owner.email);
  assert.equal((await owner.client.get('/api/auth/')).json().phone, '+2348031234567');
});

test('bad input on profile edits: 4xx naming the field; repeated wrong passwords are limited', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const url = `/api/users/${owner.user._id}`;
  const body = {
    firstname: 'Ngozi',
    lastname: 'Eze',
    phone: '08031234567',
    password: owner.password,
  };
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ ...body, firstname: 'Ng' }, 'firstname', /Minimum of 3/],
    [{ ...body, lastname: 'x'.repeat(21) }, 'lastname', /Maximum of 20/],
    [{ ...body, phone: 8031234567 }, 'phone', /must be text/],
    [{ ...body, email: 'new@example.com' }, 'email', /Unknown field/],
    [{ ...body, _id: 'other' }, '_id', /Unknown field/],
    [{ ...body, password: '' }, 'password', /Password is required\./],
  ];
  for (const [payload, field, message] of cases) {
    assertFieldError(await owner.client.put(url, payload), field, message, field);
  }
  assert.equal((await owner.client.request('PUT', url, '{')).statusCode, 400);
  assert.equal(
    (await owner.client.put(url, { ...body, firstname: 'z'.repeat(80_000) })).statusCode,
    413,
  );

  for (let i = 0; i < 10; i += 1) {
    assert.equal(
      (await owner.client.put(url, { ...body, password: `guess-${i}` })).statusCode,
      403,
    );
  }
  const limited = await owner.client.put(url, body);
  assert.equal(limited.statusCode, 429);
  assert.equal((await owner.client.get('/api/auth/')).json().firstname, 'Chidi');
});
