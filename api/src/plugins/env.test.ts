import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ConfigError, loadConfig, REPO_ROOT } from './env';

test('development with FEES_DEV_CHECKOUT=1: port 4000 on loopback, PGlite in <repo>/.data, simulated checkout, local origin', () => {
  const config = loadConfig({ FEES_DEV_CHECKOUT: '1' });
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

const keys = { PAYSTACK_SECRET_KEY: 'sk_live_x', PAYSTACK_PUBLIC_KEY: 'pk_live_x' };

test('without provider keys the server refuses to start unless the simulation is asked for by name', () => {
  const missingKeys = /PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY must both be set/;
  assert.throws(() => loadConfig({}), missingKeys, 'a forgotten NODE_ENV and no keys');
  assert.throws(() => loadConfig({ NODE_ENV: 'staging' }), missingKeys);
  assert.throws(() => loadConfig({ FEES_DEV_CHECKOUT: 'true' }), missingKeys, 'only "1" opts in');
  assert.throws(() => loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x' }), missingKeys);
  assert.throws(
    () =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.com',
        FEES_DEV_CHECKOUT: '1',
      }),
    /FEES_DEV_CHECKOUT=1 is for development and tests only/,
  );
  assert.equal(loadConfig({ NODE_ENV: 'test', FEES_DEV_CHECKOUT: '1' }).paystack.simulated, true);
});

test('keys turn the simulation off, even where it was asked for', () => {
  assert.equal(loadConfig(keys).paystack.simulated, false);
  assert.equal(loadConfig({ ...keys, FEES_DEV_CHECKOUT: '1' }).paystack.simulated, false);
  assert.equal(
    loadConfig({
      ...keys,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com',
      FEES_DEV_CHECKOUT: '1',
    }).paystack.simulated,
    false,
  );
});

test('the session cookie is Secure whenever an app origin is https, and always in production', () => {
  assert.equal(loadConfig(keys).secureCookies, false);
  assert.equal(
    loadConfig({ ...keys, APP_ORIGINS: 'http://localhost:3000,https://fees.example.ng' })
      .secureCookies,
    true,
  );
  assert.equal(
    loadConfig({ ...keys, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' })
      .secureCookies,
    true,
  );
});

test('bad values stop the start with the variable named', () => {
  assert.throws(() => loadConfig({ ...keys, PORT: 'eighty' }), ConfigError);
  assert.throws(() => loadConfig({ ...keys, DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
  assert.throws(() => loadConfig({ ...keys, APP_ORIGINS: 'not a url' }), /APP_ORIGINS/);
  assert.throws(() => loadConfig({ ...keys, PAYSTACK_API_URL: '::' }), /PAYSTACK_API_URL/);
});

test('production refuses to start without SMTP_URL, since codes would only be written to files', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /SMTP_URL is required/);
  assert.equal(
    loadConfig({ ...keys, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' }).smtpUrl,
    'smtp://mail.example.com',
  );
  assert.equal(loadConfig(keys).smtpUrl, undefined, 'development writes mail to files');
});

test("the operator's share of a school's card charges: 0 unless PLATFORM_PERCENT says, 0 to 100", () => {
  assert.equal(loadConfig(keys).platformPercent, 0);
  assert.equal(loadConfig({ ...keys, PLATFORM_PERCENT: '1.5' }).platformPercent, 1.5);
  assert.equal(loadConfig({ ...keys, PLATFORM_PERCENT: '100' }).platformPercent, 100);
  for (const bad of ['-1', '100.5', '1.555', 'ten', '1e1']) {
    assert.throws(() => loadConfig({ ...keys, PLATFORM_PERCENT: bad }), /PLATFORM_PERCENT/, bad);
  }
});

test('SMS is off without its gateway, on with all of it, and half of it stops the start', () => {
  const base = { NODE_ENV: 'test', FEES_DEV_CHECKOUT: '1' };
  assert.equal(loadConfig(base).sms, null);
  const sms = {
    SMS_API_URL: 'https://api.ng.termii.com/',
    SMS_API_KEY: 'TLkey',
    SMS_SENDER: 'Fees',
  };
  assert.deepEqual(loadConfig({ ...base, ...sms }).sms, {
    apiUrl: 'https://api.ng.termii.com',
    apiKey: 'TLkey',
    sender: 'Fees',
    pageKobo: 500,
  });
  assert.equal(loadConfig({ ...base, ...sms, SMS_PRICE_KOBO: '420' }).sms?.pageKobo, 420);
  assert.throws(
    () => loadConfig({ ...base, SMS_API_URL: sms.SMS_API_URL }),
    /SMS_API_KEY and SMS_SENDER must be set too/,
  );
  assert.throws(
    () => loadConfig({ ...base, ...sms, SMS_SENDER: 'Fees Manager NG' }),
    /SMS_SENDER must be 3 to 11 letters or digits/,
  );
  assert.throws(() => loadConfig({ ...base, ...sms, SMS_PRICE_KOBO: '-1' }), ConfigError);
});
