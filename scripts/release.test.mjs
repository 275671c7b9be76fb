// How a release is addressed and made live (the browser tests in e2e/federation/release.spec.ts
// publish, switch and roll back against the served dashboard).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { manifestAt, releaseFolder, withLiveReleases } from './release.mjs';

test('a release is served beside the remote, and "dist" is its own build again', () => {
  const own = 'https://students.example.ng/mf-manifest.json';
  const released = 'https://students.example.ng/releases/1.4.0/mf-manifest.json';
  assert.equal(manifestAt(own, '1.4.0'), released);
  assert.equal(
    manifestAt(released, '1.5.0'),
    'https://students.example.ng/releases/1.5.0/mf-manifest.json',
  );
  assert.equal(manifestAt(released, 'dist'), own);
  assert.equal(
    manifestAt('http://localhost:3003/cdn/mf-manifest.json', '2.0.0'),
    'http://localhost:3003/cdn/releases/2.0.0/mf-manifest.json',
  );
});

test('a version that is not a plain folder name never becomes a path', () => {
  assert.ok(
    releaseFolder('mfe-students', '1.4.0-rc.1').endsWith(path.join('mfe-students', '1.4.0-rc.1')),
  );
  for (const version of ['', '..', '../mfe-auth', '1.0.0/..', '%2e%2e', '.hidden']) {
    assert.equal(releaseFolder('mfe-students', version), undefined, version);
  }
});

test('npm start points each remote at the release live for it, and leaves the others', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fees-releases-'));
  const before = process.env.FEES_RELEASES_DIR;
  process.env.FEES_RELEASES_DIR = dir;
  t.after(() => {
    if (before === undefined) delete process.env.FEES_RELEASES_DIR;
    else process.env.FEES_RELEASES_DIR = before;
    rmSync(dir, { recursive: true, force: true });
  });
  const config = {
    apiUrl: 'http://localhost:4000',
    remotes: {
      mfe_auth: 'http://localhost:3001/mf-manifest.json',
      mfe_students: 'http://localhost:3003/mf-manifest.json',
    },
  };
  assert.deepEqual(withLiveReleases(config), config);

  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'live.json'),
    JSON.stringify({ 'mfe-students': ['1.0.0', '1.1.0'], 'mfe-auth': ['2.0.0', 'dist'] }),
  );
  assert.deepEqual(withLiveReleases(config).remotes, {
    mfe_auth: 'http://localhost:3001/mf-manifest.json',
    mfe_students: 'http://localhost:3003/releases/1.1.0/mf-manifest.json',
  });
});
