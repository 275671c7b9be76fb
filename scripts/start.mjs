// `npm start`: build what changed, write the shell's config.json from the environment, serve the
// shell and each remote on its own origin at the ports of apps.json, start the API on its port, and
// stop everything on Ctrl-C.
//   node scripts/start.mjs --no-build   serve the existing builds (the browser tests use this)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { serveApps } from './serve-apps.mjs';
import { writeShellConfig } from './write-config.mjs';

const require = createRequire(import.meta.url);
const { API, REMOTES, SHELL, localOrigin } = require('./apps.cjs');
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function startApi() {
  const server = path.join(root, API.folder, 'src', 'server.ts');
  if (!existsSync(server)) return undefined;
  const env = {
    ...process.env,
    PORT: process.env.PORT || String(API.port),
    APP_ORIGINS: process.env.APP_ORIGINS || localOrigin(SHELL.port),
  };
  const api = spawn(process.execPath, ['--import', 'tsx', server], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  api.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`The API stopped (${signal ?? `exit code ${code}`}).`);
      process.exitCode = 1;
    }
  });
  return api;
}

let stopping = false;

async function main() {
  // `npm start` is the development start: without provider keys it asks the API for the
  // simulated checkout by name, which the API refuses in production and without which it
  // refuses to start keyless.
  if (!process.env.PAYSTACK_SECRET_KEY && process.env.NODE_ENV !== 'production') {
    process.env.FEES_DEV_CHECKOUT ??= '1';
  }
  if (!process.argv.includes('--no-build')) await build({ report: false });
  const { config, policy } = writeShellConfig(process.env);

  const stopApps = await serveApps({ shellPolicy: policy });
  const api = startApi();

  console.log(`\nFees Manager is running at ${localOrigin(SHELL.port)}`);
  const remotes = REMOTES.map(({ folder, port }) => `${folder.replace(/^mfe-/, '')} :${port}`);
  console.log(`  remotes: ${remotes.join(' · ')}`);
  console.log(api ? `  API: ${config.apiUrl}` : '  API: not present in this checkout');
  if (config.paystack.simulated)
    console.log('  card payments: simulated checkout (no provider keys set)');
  console.log('Press Ctrl-C to stop.\n');

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    api?.kill('SIGTERM');
    await stopApps();
    if (api && api.exitCode === null) await new Promise((resolve) => api.once('exit', resolve));
    process.exit();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
