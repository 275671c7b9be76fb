// Runs every src/**/*.test.ts with Node's test runner (Node 20's --test takes no globs).
// Extra arguments are passed on, e.g. `npm test -- --test-name-pattern=payments`.
//
// The files run in two processes, one per core, each importing its share of them one after
// another, rather than `node --test`'s process per file: each process then loads the app's
// modules and its migrated database once, instead of 62 times (about 3.5 s each, half of the
// PGlite pass; docs/testing.md#the-api-tests-databases). No test file shares state with another:
// each builds its own app and borrows the process's database, emptied first.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const PROCESSES = 2;

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return findTests(path);
    return entry.name.endsWith('.test.ts') ? [relative(apiDir, path)] : [];
  });
}

// A `*.cluster.test.ts` starts and stops a PostgreSQL server of its own instead of using the
// pass's database, so running it in both passes would only repeat it: it runs in the PostgreSQL
// pass (TEST_DATABASE_URL set by with-postgres.sh), whose machine has the server installed.
const ownCluster = (file) => file.endsWith('.cluster.test.ts');
const postgresPass = Boolean(process.env.TEST_DATABASE_URL?.trim());
const files = findTests(join(apiDir, 'src'))
  .filter((file) => postgresPass || !ownCluster(file))
  .sort();

/**
 * The files dealt to the processes, largest first to the lightest share: a file's size is a fair
 * guess at its time, and the shares end within seconds of each other.
 */
function share(list, count) {
  const shares = Array.from({ length: count }, () => ({ bytes: 0, files: [] }));
  const sized = list.map((file) => ({ file, bytes: statSync(join(apiDir, file)).size }));
  for (const { file, bytes } of sized.sort((a, b) => b.bytes - a.bytes)) {
    const lightest = shares.reduce((low, one) => (one.bytes < low.bytes ? one : low));
    lightest.bytes += bytes;
    lightest.files.push(file);
  }
  return shares.map((one) => one.files.sort()).filter((one) => one.length > 0);
}

/** One process's share; its report is printed whole when it ends, so two never interleave. */
function runShare(shareFiles) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test-reporter=spec',
        ...process.argv.slice(2),
        'scripts/test-files.mjs',
        ...shareFiles,
      ],
      { cwd: apiDir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(share(files, PROCESSES).map(runShare));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
