import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import apps from '../../apps.json';
import { root } from '../lib/paths';
import { answers } from '../lib/served-app';
import { round, type SuiteResult } from '../lib/report';

const SHELL_URL = `http://localhost:${apps.shell.port}/`;
const HEALTH_URL = `http://localhost:${apps.api.port}/api/health`;

function run(command: string, args: string[], cwd: string): Promise<void> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  return once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
  });
}

/** `npm start` in the clone, timed until the dashboard and the API both answer; then stopped. */
async function timedStart(cwd: string): Promise<number> {
  const started = performance.now();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = once(child, 'exit');
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if ((await answers(SHELL_URL)) && (await answers(HEALTH_URL))) break;
      await sleep(100);
    }
    return (performance.now() - started) / 1000;
  } finally {
    // npm start's whole process group: npm, the static servers and the API.
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await exited;
    while ((await answers(SHELL_URL)) || (await answers(HEALTH_URL))) await sleep(100);
  }
}

/**
 * A fresh clone of this commit on this machine: `npm ci` (from the npm cache a machine keeps
 * after its first install), the first `npm start` (every app built), and a second one (builds
 * cached).
 */
export async function startUp(): Promise<SuiteResult> {
  const clone = await mkdtemp(path.join(tmpdir(), 'fees-bench-clone-'));
  try {
    await run('git', ['clone', '-q', root, clone], root);
    const started = performance.now();
    await run('npm', ['ci', '--no-audit', '--no-fund'], clone);
    const install = (performance.now() - started) / 1000;
    const firstStart = await timedStart(clone);
    const secondStart = await timedStart(clone);
    const total = install + firstStart;
    return {
      id: 'start-up',
      title: 'Start-up',
      figures: [
        {
          name: 'Fresh clone to served dashboard',
          value: round(total / 60, 2),
          unit: 'min',
          goal: { atMost: 3 },
        },
        { name: 'Second npm start (builds cached)', value: round(secondStart, 1), unit: 's' },
      ],
      tables: [
        {
          caption:
            'Seconds, on a clone of the commit measured; a start ends when the dashboard and the API both answer.',
          header: ['npm ci', 'first npm start', 'second npm start'],
          rows: [[round(install, 1), round(firstStart, 1), round(secondStart, 1)]],
        },
      ],
      notes: [
        "`npm ci` takes its packages from the machine's npm cache, as on any machine after its first install; a first install ever also downloads them.",
      ],
      data: { install, firstStart, secondStart },
    };
  } finally {
    await rm(clone, { recursive: true, force: true });
  }
}
