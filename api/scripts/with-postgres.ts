// Runs a command against a throwaway PostgreSQL cluster (src/testing/postgres-cluster.ts, the one
// way this repo makes one): TEST_DATABASE_URL points the command at it, and the cluster is stopped
// and deleted when the command ends, however it ends. Exits with the command's status.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import process from 'node:process';
import { startPostgresCluster } from '../src/testing/postgres-cluster';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: sh scripts/with-postgres.sh <command> [args…]');
  process.exit(2);
}

const cluster = await startPostgresCluster();
console.error(`with-postgres: PostgreSQL ${cluster.version} on ${new URL(cluster.url).host}`);
const child = spawn(file, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
// Ctrl-C reaches the command as well (one process group); a TERM sent to this wrapper alone is
// passed on. Either way the cluster goes once the command has ended.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
const status = await new Promise<number>((resolve) => {
  child.once('error', (error) => {
    console.error(`with-postgres: ${error.message}`);
    resolve(127);
  });
  child.once('exit', (code, signal) =>
    resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)),
  );
});
await cluster.destroy();
process.exit(status);
