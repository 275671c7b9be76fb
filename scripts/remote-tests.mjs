// `npm test -w mfe-students`: one remote's own tests, for the team that ships it. Its unit tests,
// then a build of just this remote, then its browser specs (e2e/<folder without mfe->/) against
// the dashboard served as `npm start` serves it. The shell and the other remotes are served from
// the builds they have, as the live dashboard would be; one that was never built is built once.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const require = createRequire(import.meta.url);
const { APPS, REMOTES } = require('./apps.cjs');
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function run(command, args) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const folder = process.argv[2];
if (!REMOTES.some((remote) => remote.folder === folder)) {
  console.error(
    `Usage: node scripts/remote-tests.mjs <remote> (${REMOTES.map((r) => r.folder).join(', ')})`,
  );
  process.exit(1);
}
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

run(bin('jest'), [`${folder}/`]);
await build({ apps: [folder], report: false });
const unbuilt = APPS.map((app) => app.folder).filter(
  (app) => app !== folder && !existsSync(path.join(root, app, 'dist', 'mf-manifest.json')),
);
if (unbuilt.length > 0) {
  console.log(`No live build of ${unbuilt.join(', ')} to test against yet: building it once.`);
  await build({ apps: unbuilt, report: false });
}
const specs = path.join('e2e', folder.replace(/^mfe-/, ''));
run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', `${specs}/`]);
