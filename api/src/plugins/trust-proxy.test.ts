import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ApiClient } from '../testing/api-client';
import { buildTestApp } from '../testing/build-app';
import { ConfigError, loadConfig } from './env';

/** Two requests a minute per client address, so a third shows whose budget it was counted in. */
const env = { RATE_LIMIT_PER_MINUTE: '2' };
/** A configuration that starts without provider keys, so only TRUST_PROXY is judged. */
const dev = { FEES_DEV_CHECKOUT: '1' };

function health(client: ApiClient, remoteAddress: string, forwardedFor?: string) {
  return client.get('/api/health', {
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
}

test('TRUST_PROXY takes a hop count or addresses and CIDR ranges, never "trust everyone"', () => {
  assert.equal(loadConfig(dev).trustProxy, false);
  assert.equal(loadConfig({ ...dev, TRUST_PROXY: '0' }).trustProxy, false);
  assert.equal(loadConfig({ ...dev, TRUST_PROXY: '1' }).trustProxy, 1);
  assert.deepEqual(
    loadConfig({ ...dev, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy,
    ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
  );
  for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0/8', '1.2.3.4/8/1', '-1', '99']) {
    assert.throws(() => loadConfig({ ...dev, TRUST_PROXY: bad }), ConfigError, bad);
    assert.throws(() => loadConfig({ ...dev, TRUST_PROXY: bad }), /TRUST_PROXY/, bad);
  }
});

test('without TRUST_PROXY a forged X-Forwarded-For is ignored: the sender keeps its own budget', async (t) => {
  const ctx = await buildTestApp(t, { env });
  const client = ctx.client();
  assert.equal((await health(client, '203.0.113.5', '198.51.100.1')).statusCode, 200);
  assert.equal((await health(client, '203.0.113.5', '198.51.100.2')).statusCode, 200);
  assert.equal((await health(client, '203.0.113.5', '198.51.100.3')).statusCode, 429);
});

test('an answer within the budget says nothing of it; a refusal says when to retry', async (t) => {
  const ctx = await buildTestApp(t, { env });
  const client = ctx.client();
  const within = await health(client, '203.0.113.7');
  assert.equal(within.statusCode, 200);
  const told = Object.keys(within.headers).filter((name) => name.startsWith('x-ratelimit'));
  assert.deepEqual(told, []);
  await health(client, '203.0.113.7');
  const refused = await health(client, '203.0.113.7');
  assert.equal(refused.statusCode, 429);
  assert.match(String(refused.headers['retry-after']), /^\d+$/);
});

test('TRUST_PROXY=1: each client behind the proxy has its own budget, and only the last hop counts', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...env, TRUST_PROXY: '1' } });
  const client = ctx.client();
  const proxy = '10.0.0.2';
  assert.equal((await health(client, proxy, '198.51.100.1')).statusCode, 200);
  assert.equal((await health(client, proxy, '198.51.100.1')).statusCode, 200);
  assert.equal((await health(client, proxy, '198.51.100.1')).statusCode, 429);
  // Another client behind the same proxy is not locked out by the first.
  assert.equal((await health(client, proxy, '198.51.100.2')).statusCode, 200);
  // An address the client wrote in front of the proxy's own entry is not believed.
  assert.equal((await health(client, proxy, '198.51.100.9, 198.51.100.1')).statusCode, 429);
});

test('TRUST_PROXY with CIDR ranges: only proxies inside them may name the client', async (t) => {
  const ctx = await buildTestApp(t, { env: { ...env, TRUST_PROXY: '10.0.0.0/8' } });
  const client = ctx.client();
  for (let i = 0; i < 2; i += 1) {
    assert.equal((await health(client, '10.1.2.3', '198.51.100.1')).statusCode, 200);
  }
  assert.equal((await health(client, '10.1.2.3', '198.51.100.1')).statusCode, 429);
  assert.equal((await health(client, '10.1.2.3', '198.51.100.2')).statusCode, 200);

  // A sender outside the ranges is counted as itself, whatever it forwards.
  assert.equal((await health(client, '203.0.113.5', '198.51.100.3')).statusCode, 200);
  assert.equal((await health(client, '203.0.113.5', '198.51.100.4')).statusCode, 200);
  assert.equal((await health(client, '203.0.113.5', '198.51.100.5')).statusCode, 429);
});
