import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig, PRODUCTION_KDF_LOG_N } from '../plugins/env';
import { hashCost, hashPassword, verifyPassword } from './password-hash';

test('the default KDF cost is the real one: scrypt N = 2^17, and only NODE_ENV=test may lower it', async () => {
  const keys = { PAYSTACK_SECRET_KEY: 'sk_live_x', PAYSTACK_PUBLIC_KEY: 'pk_live_x' };
  assert.equal(PRODUCTION_KDF_LOG_N, 17);
  assert.equal(loadConfig(keys).kdfLogN, 17);
  assert.equal(loadConfig({ ...keys, SCRYPT_LOG_N: '10' }).kdfLogN, 17);
  assert.equal(
    loadConfig({
      ...keys,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com',
      SCRYPT_LOG_N: '10',
    }).kdfLogN,
    17,
  );
  assert.equal(loadConfig({ ...keys, NODE_ENV: 'test', SCRYPT_LOG_N: '10' }).kdfLogN, 10);

  const hash = await hashPassword('correct horse', loadConfig(keys).kdfLogN);
  assert.match(hash, /^scrypt\$17\$8\$1\$/);
  assert.equal(hashCost(hash), 17);
  assert.equal(await verifyPassword('correct horse', hash), true);
  assert.equal(await verifyPassword('correct hors', hash), false);
});

test('hashes are salted, and a damaged hash never verifies', async () => {
  const a = await hashPassword('same', 10);
  const b = await hashPassword('same', 10);
  assert.notEqual(a, b);
  assert.equal(await verifyPassword('same', a), true);
  for (const broken of ['', 'bcrypt$x', 'scrypt$10$8$1$', a.slice(0, -4)]) {
    assert.equal(await verifyPassword('same', broken), false);
  }
});
