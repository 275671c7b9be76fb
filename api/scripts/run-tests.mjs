// Runs every src/**/*.test.ts with Node's test runner (Node 20's --test takes no globs).
// Extra arguments are passed on, e.g. `npm test -- --test-name-pattern=payments`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

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
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', ...process.argv.slice(2), ...files],
  { cwd: apiDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
