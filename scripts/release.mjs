// Releasing one remote while the dashboard is live (docs/apps.md#releasing-one-remote):
//   node scripts/release.mjs publish mfe-students           build it, keep dist/ as releases/mfe-students/<version>/
//   node scripts/release.mjs switch mfe-students <version>  point the live config.json at that release
//   node scripts/release.mjs switch mfe-students dist       point it back at the remote's own build
//   node scripts/release.mjs rollback mfe-students          point it at the release live before
//   node scripts/release.mjs list [mfe-students]            what is released and what is live
// A release never changes once published, and no step touches the shell's build. FEES_RELEASES_DIR
// moves the releases folder (the browser tests keep theirs apart).
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const require = createRequire(import.meta.url);
const { REMOTES, SHELL } = require('./apps.cjs');
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** What `switch … dist` records: the build at the remote's own root, not a release. */
const OWN_BUILD = 'dist';
/** A version as a folder name may spell it: no separators, so never a path out of the folder. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

export const releasesDir = () => path.resolve(root, process.env.FEES_RELEASES_DIR || 'releases');
const liveFile = () => path.join(releasesDir(), 'live.json');
const servedConfigFile = path.join(root, SHELL.folder, 'dist', 'config.json');

/** The folder of one published release, or undefined for a name that cannot be a version. */
export function releaseFolder(folder, version) {
  return VERSION.test(version) ? path.join(releasesDir(), folder, version) : undefined;
}

function remoteOf(folder) {
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) {
    const known = REMOTES.map((candidate) => candidate.folder).join(', ');
    throw new Error(`${folder ?? 'A remote'} is not a remote of apps.json (${known})`);
  }
  return remote;
}

/** Each remote's switches so far, the live one last: `{ "mfe-students": ["1.0.0", "1.1.0"] }`. */
function readLive() {
  return existsSync(liveFile()) ? JSON.parse(readFileSync(liveFile(), 'utf8')) : {};
}

/** Writes beside, then renames, so a server never reads half a file. */
function writeAtomically(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, content);
  renameSync(`${file}.tmp`, file);
}

/** The manifest of `version` (or the remote's own build) on the origin that serves `entry`. */
export function manifestAt(entry, version) {
  const base = entry.replace(/(releases\/[^/]+\/)?mf-manifest\.json$/, '');
  return `${base}${version && version !== OWN_BUILD ? `releases/${version}/` : ''}mf-manifest.json`;
}

/** `config` (a config.json) with each remote pointed at its live release, if it has one. */
export function withLiveReleases(config) {
  const live = readLive();
  const remotes = { ...config.remotes };
  for (const { name, folder } of REMOTES) {
    const version = live[folder]?.at(-1);
    if (version && remotes[name]) remotes[name] = manifestAt(remotes[name], version);
  }
  return { ...config, remotes };
}

function filesOf(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((file) => statSync(path.join(folder, file)).isFile())
    .sort();
}

function sameFiles(a, b) {
  const digest = (folder) =>
    filesOf(folder).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(folder, file)))
        .digest('hex'),
    ]);
  return JSON.stringify(digest(a)) === JSON.stringify(digest(b));
}

export async function publish(folder) {
  remoteOf(folder);
  const { version } = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
  await build({ apps: [folder], report: false });
  const dist = path.join(root, folder, 'dist');
  const target = releaseFolder(folder, version);
  const staging = `${target}.staging`;
  rmSync(staging, { recursive: true, force: true });
  // Build bookkeeping (dot-files) is no part of what is served.
  cpSync(dist, staging, {
    recursive: true,
    filter: (source) => !path.basename(source).startsWith('.'),
  });
  if (existsSync(target)) {
    const same = sameFiles(staging, target);
    rmSync(staging, { recursive: true, force: true });
    if (!same) {
      throw new Error(
        `${folder} ${version} is already released with other files, and a release never changes: bump the version (npm version patch -w ${folder}) and publish again`,
      );
    }
    console.log(`${folder} ${version} is already released, with these very files.`);
    return target;
  }
  renameSync(staging, target);
  console.log(`Released ${folder} ${version} in ${path.relative(root, target)}.`);
  return target;
}

/** Points the served config.json, if the dashboard is built, at the remote's live release. */
function pointServedConfig(folder, version) {
  const { name } = remoteOf(folder);
  if (!existsSync(servedConfigFile)) return;
  const config = JSON.parse(readFileSync(servedConfigFile, 'utf8'));
  config.remotes[name] = manifestAt(config.remotes[name], version);
  writeAtomically(servedConfigFile, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`${folder} now loads from ${config.remotes[name]} (after a reload).`);
}

export function released(folder) {
  const dir = path.join(releasesDir(), folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((entry) => VERSION.test(entry) && !entry.endsWith('.staging'));
}

export function switchTo(folder, version) {
  remoteOf(folder);
  if (version !== OWN_BUILD) {
    const target = releaseFolder(folder, version ?? '');
    if (!target || !existsSync(path.join(target, 'mf-manifest.json'))) {
      const known = released(folder).join(', ') || 'none';
      throw new Error(`${folder} has no release ${version} (released: ${known})`);
    }
  }
  const live = readLive();
  live[folder] = [...(live[folder] ?? []), version];
  writeAtomically(liveFile(), `${JSON.stringify(live, null, 2)}\n`);
  pointServedConfig(folder, version);
}

export function rollback(folder) {
  remoteOf(folder);
  const live = readLive();
  const history = live[folder] ?? [];
  if (history.length === 0)
    throw new Error(`${folder} has never been switched: nothing to roll back`);
  live[folder] = history.slice(0, -1);
  writeAtomically(liveFile(), `${JSON.stringify(live, null, 2)}\n`);
  pointServedConfig(folder, live[folder].at(-1) ?? OWN_BUILD);
}

function list(folder) {
  const live = readLive();
  for (const remote of folder ? [remoteOf(folder)] : REMOTES) {
    const current = live[remote.folder]?.at(-1) ?? OWN_BUILD;
    const versions = released(remote.folder);
    console.log(`${remote.folder}: live ${current}; released ${versions.join(', ') || 'none'}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, folder, version] = process.argv.slice(2);
  const commands = {
    publish: () => publish(folder),
    switch: () => switchTo(folder, version),
    rollback: () => rollback(folder),
    list: () => list(folder),
  };
  const run = commands[command];
  if (!run) {
    console.error(
      'Usage: node scripts/release.mjs publish|switch|rollback|list <remote> [version]',
    );
    process.exitCode = 1;
  } else {
    Promise.resolve()
      .then(run)
      .catch((error) => {
        console.error(error.message ?? error);
        process.exitCode = 1;
      });
  }
}
