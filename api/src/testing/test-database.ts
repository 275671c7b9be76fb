import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../db/client';

/** The suite runs on PGlite, or on the PostgreSQL server that TEST_DATABASE_URL names. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const ENGINE = TEST_DATABASE_URL ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * Where the migrated, empty PGlite of these migrations is kept between test processes: migrating
 * a new PGlite takes about 2 s, loading this about 0.3 s. Its name changes with the migrations
 * and with PGlite's version, so a stale one is never loaded.
 */
function templatePath(): string {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const hash = createHash('sha256').update(
    readFileSync(join(dirname(pgliteEntry), '..', 'package.json')),
  );
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort();
  for (const file of files.filter((name) => /\.(sql|json)$/.test(name))) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return join(tmpdir(), `fees-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

let template: Promise<Blob> | undefined;

/** The migrated, empty data directory: read from the last process's file, or made and kept. */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const path = templatePath();
    const kept = await readFile(path).catch(() => undefined);
    if (kept) return new Blob([kept]);
    const client = new PGlite();
    const handle = await openDatabase({ pgliteClient: client });
    const dump = await client.dumpDataDir('none');
    await handle.close();
    // Two processes may make it at once: each writes its own file and the rename is atomic.
    const partial = `${path}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  })();
  return template;
}

async function newPglite(): Promise<TestDatabase> {
  const client = await PGlite.create({ loadDataDir: await migratedTemplate() });
  return openDatabase({ pgliteClient: client });
}

/** A new database on the server, migrated; dropped when the handle closes. */
async function newServerDatabase(): Promise<TestDatabase> {
  const name = `fees_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href, poolSize: 20 });
  return {
    ...handle,
    url: url.href,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

const newDatabase = (): Promise<TestDatabase> =>
  TEST_DATABASE_URL ? newServerDatabase() : newPglite();

/**
 * The database the tests of one process take turns with, emptied for each: a new one costs 0.2 s
 * (PostgreSQL) to 0.4 s (PGlite) a test, emptying one a few ms, and a file's tests run one after
 * another. Each test gets a handle of its own, a pool of its own on PostgreSQL, and its close()
 * gives the database back.
 */
let shared: { database: Promise<TestDatabase>; inUse: boolean; tables?: string } | undefined;

async function lendShared(): Promise<TestDatabase> {
  shared ??= { database: newDatabase(), inUse: false };
  const lease = shared;
  lease.inUse = true;
  const database = await lease.database;
  const handle: TestDatabase = database.url
    ? { ...(await openDatabase({ databaseUrl: database.url, poolSize: 20 })), url: database.url }
    : { ...database, close: async () => {} };
  if (!lease.tables) {
    // Both drivers answer raw SQL with `rows`; drizzle's shared type does not say so.
    const { rows } = (await handle.db.execute(
      sql`select string_agg(quote_ident(tablename), ', ') as names from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { names: string }[] };
    lease.tables = rows[0]?.names;
  }
  await handle.db.execute(sql.raw(`truncate ${lease.tables} restart identity cascade`));
  let closed = false;
  return {
    ...handle,
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
      lease.inUse = false;
    },
  };
}

// Closed after the file's last test: an open PGlite keeps its process alive (PostgreSQL's timer
// that flushes statistics every 10 s while idle), and a database on the server would be left.
// A process that runs no tests and brings its own database (promise-tracking.ts) skips it: the
// hook would start node:test's runner, which tracks every promise.
if (process.env.FEES_NO_TEST_RUNNER !== '1') {
  after(async () => {
    const last = shared;
    shared = undefined;
    await (await last?.database)?.close();
  });
}

export interface OpenTestDatabaseOptions {
  /**
   * A database of its own, closed for good (and dropped) by close(): for a test of what a failing
   * database does. Otherwise a test borrows its process's database, emptied first.
   */
  own?: boolean;
}

/**
 * A fresh, migrated database for one test, on this pass's engine. A second one opened while the
 * first is open is a database of its own.
 */
export async function openTestDatabase(
  options: OpenTestDatabaseOptions = {},
): Promise<TestDatabase> {
  return options.own || shared?.inUse ? newDatabase() : lendShared();
}

/**
 * A second handle on the same database, as another API process would have: its own pool on
 * PostgreSQL. PGlite is one process's database, so there the handle itself is shared.
 */
export async function openSecondHandle(
  handle: TestDatabase,
): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (!handle.url) return { handle, close: async () => {} };
  const second = await openDatabase({ databaseUrl: handle.url, poolSize: 5 });
  return { handle: second, close: () => second.close() };
}
