import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

type PackageManifest = { version: string; dependencies: Record<string, string> };

/** What a team's checkout needs to build one remote: the remote, the shared packages, the tools. */
const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'apps.json',
  'webpack.base.js',
  'shared-react-router.mjs',
  'tsconfig.base.json',
  'types',
  'scripts',
  'shared-data',
  'shared-ui',
];

/**
 * Another team's checkout of the repository in a folder of its own, where a test changes a remote
 * or a shared package and releases the remote from there, as that team would, without touching
 * this checkout. Its node_modules links to this one's libraries, except our own packages, which
 * are the copy's: a shared package changed there is the one its remote builds against.
 */
export function teamCheckout(remote: string): {
  folder: string;
  edit: (file: string, change: (text: string) => string) => void;
  setVersion: (packageFolder: string, version: string) => void;
  requireSharedData: (range: string) => void;
  publish: () => void;
  remove: () => void;
} {
  const folder = mkdtempSync(path.join(tmpdir(), 'fees-team-'));
  const skip = (source: string) => !['node_modules', 'dist'].includes(path.basename(source));
  for (const input of [...BUILD_INPUTS, remote]) {
    cpSync(path.join(root, input), path.join(folder, input), { recursive: true, filter: skip });
  }
  // Each package's libraries are this checkout's (the build's own caches, dot-folders, are not).
  const linkLibraries = (from: string, to: string, except: string[]) => {
    if (!existsSync(from)) return;
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      if (!name.startsWith('.') && !except.includes(name)) {
        symlinkSync(path.join(from, name), path.join(to, name));
      }
    }
  };
  for (const input of ['', 'shared-data', 'shared-ui', remote]) {
    const modules = (base: string) => path.join(base, input, 'node_modules');
    linkLibraries(modules(root), modules(folder), ['@fees']);
  }
  mkdirSync(path.join(folder, 'node_modules', '@fees'));
  for (const name of ['shared-data', 'shared-ui']) {
    symlinkSync(path.join(folder, name), path.join(folder, 'node_modules', '@fees', name));
  }

  const edit = (file: string, change: (text: string) => string) => {
    const target = path.join(folder, file);
    const before = readFileSync(target, 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`The change to ${file} changed nothing`);
    writeFileSync(target, after);
  };
  const editPackage = (packageFolder: string, change: (manifest: PackageManifest) => void) =>
    edit(path.join(packageFolder, 'package.json'), (text) => {
      const manifest = JSON.parse(text) as PackageManifest;
      change(manifest);
      return `${JSON.stringify(manifest, null, 2)}\n`;
    });

  return {
    folder,
    edit,
    setVersion: (packageFolder, version) =>
      editPackage(packageFolder, (manifest) => {
        manifest.version = version;
      }),
    requireSharedData: (range) =>
      editPackage(remote, (manifest) => {
        manifest.dependencies['@fees/shared-data'] = range;
      }),
    publish: () => {
      execFileSync(process.execPath, ['scripts/release.mjs', 'publish', remote], {
        cwd: folder,
        stdio: 'pipe',
      });
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** Runs release.mjs in this checkout, against the dashboard the suite serves. */
export function release(...args: string[]): void {
  execFileSync(process.execPath, ['scripts/release.mjs', ...args], { cwd: root, stdio: 'pipe' });
}
