import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import apps from '../../apps.json';
import { root } from './paths';

export const SHELL_URL = `http://localhost:${apps.shell.port}`;
export const API_URL = `http://localhost:${apps.api.port}`;

/** Whether `url` answers 200–299 now; a refused connection is just a no. */
export const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/**
 * `npm start` on the existing builds, with `env` on top (a PostgreSQL database, a mailbox);
 * resolves, once the API (started last) answers, to a function that stops it and removes the
 * run's data folder.
 */
export async function startServedApp(env: Record<string, string> = {}) {
  const dataDir = path.join(root, '.cache', 'bench-data', String(Date.now()));
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      FEES_DATA_DIR: dataDir,
      // The benchmarks sign up and page through long lists from one address.
      SIGNUPS_PER_HOUR: '100',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
  const exited = once(child, 'exit');
  for (;;) {
    if (child.exitCode !== null) throw new Error('npm start exited');
    if (await answers(`${API_URL}/api/health`)) break;
    await sleep(100);
  }
  return async () => {
    child.kill('SIGTERM');
    await exited;
    // The run's database and mail are of no use once it is measured.
    await rm(dataDir, { recursive: true, force: true });
  };
}
