import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** The suite runs on PGlite, or on the PostgreSQL server that TEST_DATABASE_URL names. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const ENGINE = TEST_DATABASE_URL ? 'postgres' : 'pglite';

let template: Promise<PGlite> | undefined;

/** One migrated PGlite per test process; each test gets a clone of it (much faster than new). */
function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = new PGlite();
    const handle = await openDatabase({ pgliteClient: client });
    void handle;
    return client;
  })();
  return template;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * A fresh, migrated database for one test: a PGlite clone, or a new database on the server
 * (dropped on close). `close()` closes it and removes it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (!TEST_DATABASE_URL) {
    const client = (await (await migratedTemplate()).clone()) as PGlite;
    return openDatabase({ pgliteClient: client });
  }
  const name = `fees_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(TEST_DATABASE_URL, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 20 });
  return {
    ...handle,
    url,
    kind: handle.kind,
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

/**
 * A second handle on the same database, as another API process would have: its own pool on
 * PostgreSQL. PGlite is one process's database, so there the handle itself is shared.
 */
export async function openSecondHandle(
  handle: DatabaseHandle & { url?: string },
): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (!handle.url) return { handle, close: async () => {} };
  const second = await openDatabase({ databaseUrl: handle.url, poolSize: 5 });
  return { handle: second, close: () => second.close() };
}
