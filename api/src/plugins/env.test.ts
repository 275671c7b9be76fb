import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ConfigError, loadConfig, REPO_ROOT } from './env';

test('no environment: port 4000 on loopback, PGlite in <repo>/.data, simulated checkout, local origin', () => {
  const config = loadConfig({});
  assert.equal(config.port, 4000);
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.dataDir, join(REPO_ROOT, '.data'));
  assert.equal(config.smtpUrl, undefined);
  assert.equal(config.mailFrom, 'Fees Manager <no-reply@localhost>');
  assert.deepEqual(config.appOrigins, ['http://localhost:3000']);
  assert.equal(config.paystack.simulated, true);
  assert.equal(config.paystack.apiUrl, 'https://api.paystack.co');
  assert.equal(config.paystack.inlineUrl, 'https://js.paystack.co/v2/inline.js');
});

test('a secret key, or production, turns the simulation off', () => {
  assert.equal(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x' }).paystack.simulated, false);
  assert.equal(
    loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' }).paystack.simulated,
    false,
  );
});

test('bad values stop the start with the variable named', () => {
  assert.throws(() => loadConfig({ PORT: 'eighty' }), ConfigError);
  assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
  assert.throws(() => loadConfig({ APP_ORIGINS: 'not a url' }), /APP_ORIGINS/);
  assert.throws(() => loadConfig({ PAYSTACK_API_URL: '::' }), /PAYSTACK_API_URL/);
});

test('production refuses to start without SMTP_URL, since codes would only be written to files', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /SMTP_URL is required/);
  assert.equal(
    loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' }).smtpUrl,
    'smtp://mail.example.com',
  );
  assert.equal(loadConfig({}).smtpUrl, undefined, 'development writes mail to files');
});
