// Proves every piece that needs the list of apps takes it from apps.json: an app added to the
// manifest, or an app folder left out of it, fails here rather than in a browser. The import zones
// are proved per remote in lint-zones.test.mjs, the policy's sources in
// scripts/config/content-security-policy.test.mjs.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { APPS, REMOTES, SHELL, API, localOrigin } = require('../apps.cjs');
const { runtimeConfig } = require('../config/runtime-config.cjs');
const { contentSecurityPolicy } = require('../config/content-security-policy.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The workspace folders npm sees: the root package.json's entries, `mfe-*` matched on disk. */
function workspaceFolders() {
  const patterns = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const matches = (folder, pattern) =>
    pattern.endsWith('*') ? folder.startsWith(pattern.slice(0, -1)) : folder === pattern;
  return readdirSync(root).filter(
    (folder) =>
      existsSync(path.join(root, folder, 'package.json')) &&
      patterns.some((pattern) => matches(folder, pattern)),
  );
}
const workspaces = workspaceFolders();

const unique = (values) => new Set(values).size === values.length;

/** Every file under a folder whose name passes `keep`, leaving out installed and built files. */
function filesUnder(folder, keep) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist'].includes(entry.name)) return [];
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(file, keep);
    return keep(entry.name) ? [file] : [];
  });
}

test('the manifest names each app, folder, port and URL space once', () => {
  assert.ok(unique(APPS.map((app) => app.name)), 'names');
  assert.ok(unique(APPS.map((app) => app.folder)), 'folders');
  assert.ok(unique([...APPS.map((app) => app.port), API.port]), 'ports');
  for (const app of APPS) {
    assert.match(app.name, /^[a-z][a-z0-9_]*$/, `${app.folder}: a container name is an identifier`);
    assert.ok(app.label, `${app.folder}: label`);
  }
  const spaces = REMOTES.flatMap((remote) => remote.spaces);
  assert.ok(unique(spaces.map((space) => space.path)), 'a URL space has one owner');
  for (const remote of REMOTES) assert.ok(remote.spaces.length > 0, `${remote.folder}: spaces`);
  for (const space of spaces) {
    assert.match(space.path, /^[a-z][a-z0-9-]*$/, `${space.path}: one path segment`);
    assert.ok(['bare', 'dashboard'].includes(space.layout), `${space.path}: layout`);
    assert.ok(space.label, `${space.path}: label`);
  }
});

test('every app of the manifest is a workspace with a webpack config, and every such folder is in the manifest', () => {
  for (const app of APPS) {
    assert.ok(workspaces.includes(app.folder), `${app.folder} is a workspace`);
    assert.ok(existsSync(path.join(root, app.folder, 'webpack.config.js')), app.folder);
  }
  for (const remote of REMOTES) {
    assert.ok(existsSync(path.join(root, remote.folder, 'src', 'routes.tsx')), remote.folder);
  }
  const built = workspaces.filter((folder) =>
    existsSync(path.join(root, folder, 'webpack.config.js')),
  );
  assert.deepEqual(built.sort(), APPS.map((app) => app.folder).sort());
  assert.ok(workspaces.includes(API.folder), 'the API is a workspace');
});

test("each app's webpack config takes its container name and dev port from the manifest", () => {
  for (const app of APPS) {
    const factory = require(path.join(root, app.folder, 'webpack.config.js'));
    const config = factory({}, { mode: 'production' });
    assert.equal(config.name, app.name, app.folder);
    assert.equal(config.devServer.port, app.port, app.folder);
  }
});

test("config.json points at every remote's manifest and at the API, on the manifest's ports", () => {
  const config = runtimeConfig({});
  assert.equal(config.apiUrl, localOrigin(API.port));
  assert.deepEqual(
    config.remotes,
    Object.fromEntries(
      REMOTES.map(({ name, port }) => [name, `${localOrigin(port)}/mf-manifest.json`]),
    ),
  );
});

test('REMOTES_URL serves every remote from a folder of its own under one path, <NAME>_URL still moving one', () => {
  const config = runtimeConfig({
    API_URL: 'https://fees.example.ng',
    REMOTES_URL: 'https://fees.example.ng/apps/',
    MFE_REPORTS_URL: 'https://reports.example.ng',
  });
  assert.equal(config.apiUrl, 'https://fees.example.ng');
  assert.deepEqual(
    config.remotes,
    Object.fromEntries(
      REMOTES.map(({ name, folder }) => [
        name,
        name === 'mfe_reports'
          ? 'https://reports.example.ng/mf-manifest.json'
          : `https://fees.example.ng/apps/${folder}/mf-manifest.json`,
      ]),
    ),
  );
});

test("the shell's policy lets every remote of the manifest load its scripts and styles", () => {
  const policy = contentSecurityPolicy(runtimeConfig({}));
  const sources = (name) =>
    policy
      .split('; ')
      .find((directive) => directive.startsWith(`${name} `))
      .split(' ');
  for (const remote of REMOTES) {
    for (const directive of ['script-src', 'style-src', 'connect-src']) {
      assert.ok(sources(directive).includes(`${localOrigin(remote.port)}/`), directive);
    }
  }
});

test('Jest runs the tests of every workspace that has them, except the API', async () => {
  const { default: jestConfig } = await import('../../jest.config.js');
  const roots = jestConfig.roots.map((folder) => folder.replace('<rootDir>/', ''));
  const tested = workspaces.filter(
    (folder) =>
      folder !== API.folder &&
      filesUnder(path.join(root, folder, 'src'), (name) => /\.test\.tsx?$/.test(name)).length > 0,
  );
  assert.ok(tested.includes(SHELL.folder));
  for (const folder of tested) assert.ok(roots.includes(folder), `${folder} is a Jest root`);
});
