import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { appendFile, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type StopMode = 'smart' | 'fast' | 'immediate';

/** A throwaway PostgreSQL server on loopback: its own folder, port and superuser `postgres`. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** e.g. `15.18` */
  version: string;
  /** The server's main process while it runs (a bench measures the CPU of it and its children). */
  pid(): number | undefined;
  /** Starts the stopped server again, on the same port with the same data. */
  start(): Promise<void>;
  /** `fast` ends every session and shuts down cleanly; `immediate` kills it as a crash would. */
  stop(mode: StopMode): Promise<void>;
  /** Stops the server if it runs and deletes its folder. Safe to call twice. */
  destroy(): Promise<void>;
}

/** The newest installed server's binaries, or PG_BIN. */
function serverBinaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
    : [];
  const newest = versions.at(-1);
  const bin = newest ? join(root, newest, 'bin') : '';
  if (!bin || !existsSync(join(bin, 'initdb'))) {
    throw new Error('No PostgreSQL server binaries found under /usr/lib/postgresql (set PG_BIN)');
  }
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** initdb and postgres refuse to run as root, so as root the cluster belongs to `postgres`. */
const asRoot = process.getuid?.() === 0;
const command = (bin: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

const EXIT_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Creates and starts a cluster in a new temp folder. It is destroyed by `destroy()`, and also when
 * this process exits or is interrupted without calling it (a failed test, an uncaught error,
 * Ctrl-C), so no server is left running. Only a SIGKILL of this process can leave one behind.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = serverBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'fees-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), -1);
  chmodSync(dir, 0o700);

  const children = new Set<ChildProcess>();
  const runAsOwner = (tool: string, args: string[]) => {
    const [file, argv] = command(join(bin, tool), args);
    const pending = run(file, argv);
    children.add(pending.child);
    pending.child.once('exit', () => children.delete(pending.child));
    return pending;
  };
  const pgCtl = (args: string[]) => runAsOwner('pg_ctl', ['-D', data, ...args]);
  let destroyed = false;

  const destroySync = () => {
    if (destroyed) return;
    destroyed = true;
    process.removeListener('exit', destroySync);
    for (const signal of EXIT_SIGNALS) process.removeListener(signal, onSignal);
    for (const child of children) child.kill('SIGTERM');
    if (existsSync(join(data, 'postmaster.pid'))) {
      const [file, argv] = command(join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-m',
        'immediate',
        '-w',
        'stop',
      ]);
      try {
        execFileSync(file, argv, { stdio: 'ignore' });
      } catch {
        // Already gone: nothing left to stop.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Node skips 'exit' listeners when a signal ends it, so signals clean up too, then end the
  // process as the signal would have, unless someone else (with-postgres.ts) handles it.
  function onSignal(signal: NodeJS.Signals) {
    destroySync();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  }
  process.on('exit', destroySync);
  for (const signal of EXIT_SIGNALS) process.on(signal, onSignal);

  const withServerLog = async (error: unknown): Promise<never> => {
    const tail = await readFile(log, 'utf8').catch(() => '');
    throw new Error(`${(error as Error).message}\n${tail.split('\n').slice(-20).join('\n')}`);
  };

  try {
    const port = await freePort();
    const initArgs = ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'];
    await runAsOwner('initdb', initArgs);
    // Settings live in the cluster's own file, so every later start serves the same port.
    // fsync is off for speed: it guards against losing the machine, which a throwaway cluster
    // may. Commits stay synchronous, so a stop in `immediate` mode (a crash of the server alone)
    // still keeps every commit the server acknowledged, as in production.
    await appendFile(
      join(data, 'postgresql.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `port = ${port}`,
        `unix_socket_directories = '${dir}'`,
        'max_connections = 300',
        'fsync = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    const { stdout } = await run(join(bin, 'postgres'), ['--version']);
    const cluster: PostgresCluster = {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      // `postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)`
      version: stdout.split(/\s+/)[2] ?? '',
      pid() {
        const file = join(data, 'postmaster.pid');
        return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
      },
      async start() {
        await pgCtl(['-l', log, '-w', '-t', '60', 'start']).catch(withServerLog);
      },
      async stop(mode) {
        await pgCtl(['-m', mode, '-w', '-t', '60', 'stop']).catch(withServerLog);
      },
      async destroy() {
        destroySync();
      },
    };
    await cluster.start();
    return cluster;
  } catch (error) {
    destroySync();
    throw error;
  }
}
