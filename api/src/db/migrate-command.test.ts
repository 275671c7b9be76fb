import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './client';
import { TEST_DATABASE_URL } from '../testing/test-database';

const apiDir = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** `npm run migrate -w @fees/api`, without npm's start-up: its exit code and what it printed. */
function migrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

// The release step is for the shared PostgreSQL database; PGlite belongs to one process anyway.
if (TEST_DATABASE_URL) {
  test('npm run migrate: an empty database gets every migration once, even from two runs at once', async (t) => {
    const name = `fees_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    t.after(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    await admin.query(`create database ${name}`);
    const url = new URL(TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;

    const runs = await Promise.all([migrate(url.href), migrate(url.href)]);
    for (const run of runs) {
      assert.equal(run.code, 0, run.output);
      assert.match(run.output, /Migrated the PostgreSQL database/);
    }
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    const applied = await client.query('select hash from drizzle.__drizzle_migrations');
    const migrations = (await readdir(MIGRATIONS_FOLDER)).filter((file) => file.endsWith('.sql'));
    assert.equal(applied.rowCount, migrations.length);
    const tables = await client.query(
      "select 1 from pg_tables where schemaname = 'public' and tablename = 'users'",
    );
    assert.equal(tables.rowCount, 1);
    // A third run, as the next release's step with nothing new, changes nothing.
    assert.equal((await migrate(url.href)).code, 0);
    const again = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    await client.end();
    assert.equal(again.rows[0].n, migrations.length);
  });
}
