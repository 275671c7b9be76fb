// The proxy's step asks `npm run config -- --csp` for the shell's policy, in an environment that
// need not hold the release's URLs: it must print the policy of the config.json the release wrote,
// and leave that file alone (docs/deploy.md#the-proxy).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = path.join(root, 'shell', 'dist', 'config.json');

/** The environment with none of the release's URLs, as a later shell would have it. */
function bareEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(API_URL|REMOTES_URL|MFE_\w+_URL|PAYSTACK_PUBLIC_KEY)$/.test(key),
    ),
  );
}

const config = (args, env) =>
  execFileSync(process.execPath, ['scripts/write-config.mjs', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });

test('--csp prints the policy of the config.json written, and leaves the file as it is', () => {
  const before = existsSync(file) ? readFileSync(file) : null;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    config([], {
      ...bareEnv(),
      REMOTES_URL: 'https://fees.example.ng/apps',
      API_URL: 'https://fees.example.ng',
    });
    const written = readFileSync(file, 'utf8');
    const policy = config(['--csp'], bareEnv());
    assert.equal(readFileSync(file, 'utf8'), written);
    assert.match(policy, /script-src 'self' https:\/\/fees\.example\.ng\/apps\/mfe-auth\//);
    assert.doesNotMatch(policy, /localhost/);
  } finally {
    if (before) writeFileSync(file, before);
    else rmSync(file, { force: true });
  }
});
