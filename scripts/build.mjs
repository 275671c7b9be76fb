// Builds every app of apps.json (the shell and the remotes) in production mode, skipping an app
// whose inputs have not changed since its last build, then prints each app's JavaScript by gzip size.
//   node scripts/build.mjs                build what changed
//   node scripts/build.mjs mfe-students   build one app, if it changed
//   node scripts/build.mjs --force        build everything
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { APPS, SHELL } = require('./apps.cjs');

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const APP_FOLDERS = APPS.map((app) => app.folder);
const SHARED_INPUTS = [
  'shared-data',
  'shared-ui',
  'webpack.base.js',
  'apps.json',
  'scripts/apps.cjs',
  'package-lock.json',
  'types',
];
const STAMP = '.build-stamp';
const STATS = '.build-stats.json';

function filesUnder(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return [target];
  return readdirSync(target)
    .filter(
      (entry) =>
        !['node_modules', 'dist'].includes(entry) &&
        !entry.endsWith('.test.ts') &&
        !entry.endsWith('.test.tsx'),
    )
    .sort()
    .flatMap((entry) => filesUnder(path.join(target, entry)));
}

function inputHash(app) {
  const hash = createHash('sha256');
  for (const input of [app, ...SHARED_INPUTS]) {
    for (const file of filesUnder(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function loadConfig(app) {
  const factory = require(path.join(root, app, 'webpack.config.js'));
  return factory({}, { mode: 'production' });
}

export function compile(configs) {
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true, colors: true })));
      }
      resolve(stats.stats);
    });
  });
}

/** Precompressed copies beside each text asset, so the static server never compresses per request. */
export function precompress(dist) {
  for (const file of readdirSync(dist)) {
    if (!/\.(js|css|html|json)$/.test(file)) continue;
    const content = readFileSync(path.join(dist, file));
    if (content.length < 1024) continue;
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content, { level: 9 }));
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
  }
}

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The name in a sibling workspace's package.json, for a module path such as `../shared-ui/src/…`. */
function workspacePackage(folder) {
  const manifest = path.join(root, folder, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).name : undefined;
}

/** The package a module belongs to: a library in node_modules or a shared workspace package. */
function packageOfModule(name) {
  const resource = name.slice(name.lastIndexOf('!') + 1);
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(resource);
  if (library) return library[1];
  const workspace = /^\.\.\/([^/]+)\//.exec(resource);
  return workspace ? workspacePackage(workspace[1]) : undefined;
}

/**
 * A chunk whose modules all come from shared packages is a shared copy, loaded once per page. A
 * chunk its import names (`webpackChunkName`, such as the guest's demo data) is reported by that
 * name, as it loads only when that import runs.
 */
function packageOf(chunk) {
  const named = chunk.names?.find((name) => !chunk.initial && !name.startsWith('__federation_'));
  if (named) return `${named} (loaded on demand)`;
  const names = new Set();
  for (const module of chunk.modules ?? []) {
    const owner = packageOfModule(module.name ?? '');
    if (!owner) return undefined;
    names.add(owner);
  }
  return names.size > 0 ? [...names].sort().join(' + ') : undefined;
}

function summarize(app, stats) {
  const json = stats.toJson({
    chunks: true,
    chunkModules: true,
    chunkGroups: true,
    modules: false,
    assets: false,
    source: false,
    reasons: false,
  });
  const dist = path.join(root, app, 'dist');
  const isShell = app === SHELL.folder;
  const entryFile = isShell ? 'main.js' : 'remoteEntry.js';
  // A remote's own code is what its exposed module loads; the rest of its chunks are fallback
  // copies of shared libraries that the page takes from the shell instead.
  const exposed = new Set(
    Object.entries(json.namedChunkGroups ?? {})
      .filter(([name]) => name.startsWith('__federation_expose_'))
      .flatMap(([, group]) => group.chunks),
  );
  const summary = {
    app,
    entry: gzipBytes(path.join(dist, entryFile)),
    own: 0,
    shared: {},
    // Which package each shared chunk's files hold, so a test can tell what a page fetched.
    sharedFiles: {},
  };
  for (const chunk of json.chunks) {
    const jsFiles = chunk.files.filter((file) => file.endsWith('.js') && file !== entryFile);
    const bytes = jsFiles.reduce((sum, file) => sum + gzipBytes(path.join(dist, file)), 0);
    if (bytes === 0) continue;
    const shared = packageOf(chunk);
    if (shared) {
      summary.shared[shared] = (summary.shared[shared] ?? 0) + bytes;
      for (const file of jsFiles) summary.sharedFiles[file] = shared;
    } else if (isShell || exposed.has(chunk.id)) summary.own += bytes;
  }
  return summary;
}

function printReport(summaries) {
  console.log(
    '\nJavaScript per app (gzip). "entry" is main.js or remoteEntry.js; "own code" is what the',
  );
  console.log("app's pages load beyond it. Shared libraries come once per page, from the shell.\n");
  console.log(`${'app'.padEnd(14)}${'entry'.padStart(10)}${'own code'.padStart(12)}`);
  for (const { app, entry, own } of summaries) {
    console.log(`${app.padEnd(14)}${kb(entry).padStart(10)}${kb(own).padStart(12)}`);
  }
  const shell = summaries.find((summary) => summary.app === SHELL.folder);
  if (!shell) return;
  const shared = Object.entries(shell.shared).sort((a, b) => b[1] - a[1]);
  const total = shared.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`\nShared chunks provided by the shell (${kb(total)} in all):`);
  for (const [name, bytes] of shared) console.log(`  ${name.padEnd(48)}${kb(bytes).padStart(10)}`);
}

/**
 * Builds `apps` (folders of apps.json; all of them unless given) where their inputs changed. A
 * team's build of its own remote passes just that one and leaves the others' builds as they are.
 */
export async function build({ force = false, report = true, apps = APP_FOLDERS } = {}) {
  const unknown = apps.filter((app) => !APP_FOLDERS.includes(app));
  if (unknown.length > 0) {
    throw new Error(`${unknown.join(', ')}: not an app of apps.json (${APP_FOLDERS.join(', ')})`);
  }
  const hashes = Object.fromEntries(apps.map((app) => [app, inputHash(app)]));
  const stale = apps.filter((app) => {
    const stamp = path.join(root, app, 'dist', STAMP);
    return force || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== hashes[app];
  });
  if (stale.length === 0) console.log(`${apps.length === 1 ? apps[0] : 'All apps'} up to date.`);
  else console.log(`Building ${stale.join(', ')} (production)…`);

  if (stale.length > 0) {
    const results = await compile(stale.map(loadConfig));
    results.forEach((stats, index) => {
      const app = stale[index];
      const summary = summarize(app, stats);
      writeFileSync(path.join(root, app, 'dist', STATS), JSON.stringify(summary));
      precompress(path.join(root, app, 'dist'));
      writeFileSync(path.join(root, app, 'dist', STAMP), hashes[app]);
    });
  }
  if (report) {
    printReport(
      apps.map((app) => JSON.parse(readFileSync(path.join(root, app, 'dist', STATS), 'utf8'))),
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  build({ force, report: true, apps: named.length > 0 ? named : APP_FOLDERS }).catch((error) => {
    console.error(error.message ?? error);
    process.exitCode = 1;
  });
}
