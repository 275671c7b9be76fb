import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import apps from '../../apps.json';
import { root } from './paths';

export const SHELL_URL = `http://localhost:${apps.shell.port}`;
export const API_URL = `http://localhost:${apps.api.port}`;

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/**
 * `npm start` on the existing builds, with `env` on top (a PostgreSQL database, a mailbox);
 * resolves, once the API (started last) answers, to a function that stops it.
 */
export async function startServedApp(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      FEES_DATA_DIR: path.join(root, '.cache', 'bench-data', String(Date.now())),
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
  };
}
