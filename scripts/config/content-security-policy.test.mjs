// The shell's policy follows config.json: a remote, the API or the checkout script that moves
// takes its sources along, and only the provider's checkout gets a frame. The browser suite
// (e2e/security/security-headers.spec.ts) proves the policy lets the dashboard run.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { runtimeConfig } = require('./runtime-config.cjs');
const { contentSecurityPolicy } = require('./content-security-policy.cjs');
const { API, REMOTES, localOrigin } = require('../apps.cjs');

const api = localOrigin(API.port);
const remoteFolders = REMOTES.map(({ port }) => `${localOrigin(port)}/`);

function directives(env) {
  const policy = contentSecurityPolicy(runtimeConfig(env));
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

test('scripts come only from the shell, the remotes and the simulated checkout in development', () => {
  const policy = directives({ FEES_DEV_CHECKOUT: '1' });
  assert.deepEqual(policy['script-src'], [
    "'self'",
    ...remoteFolders,
    `${api}/api/dev/paystack/inline.js`,
  ]);
  assert.ok(!policy['script-src'].some((source) => source.startsWith("'unsafe")));
  assert.deepEqual(policy['frame-src'], ["'none'"]);
  assert.deepEqual(policy['connect-src'].slice(0, 2), ["'self'", api]);
  for (const [name, value] of [
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]) {
    assert.deepEqual(policy[name], [value], name);
  }
});

test('a moved remote and API move their sources; no code changes', () => {
  const moved = REMOTES.at(-1);
  const policy = directives({
    FEES_DEV_CHECKOUT: '1',
    [`${moved.name.toUpperCase()}_URL`]: 'https://cdn.example.ng/remote/v2/',
    API_URL: 'https://api.example.ng',
  });
  for (const name of ['script-src', 'style-src', 'connect-src', 'img-src']) {
    assert.ok(policy[name].includes('https://cdn.example.ng/remote/v2/'), name);
    assert.ok(!policy[name].includes(`${localOrigin(moved.port)}/`), name);
  }
  assert.ok(policy['connect-src'].includes('https://api.example.ng'));
  assert.ok(policy['script-src'].includes('https://api.example.ng/api/dev/paystack/inline.js'));
});

test("with provider keys the provider's script, API and checkout frame are allowed, nothing else of theirs", () => {
  const policy = directives({
    PAYSTACK_SECRET_KEY: 'sk_live_x',
    PAYSTACK_PUBLIC_KEY: 'pk_live_x',
    PAYSTACK_INLINE_URL: 'https://js.paystack.co/v2/inline.js?build=1;x',
  });
  assert.equal(policy['script-src'].at(-1), 'https://js.paystack.co/v2/inline.js');
  assert.ok(!policy['script-src'].includes(`${api}/api/dev/paystack/inline.js`));
  assert.deepEqual(policy['frame-src'], ['https://checkout.paystack.com']);
  assert.equal(policy['connect-src'].at(-1), 'https://api.paystack.co');
});
