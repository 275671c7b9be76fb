import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../db/client';
import { TEST_DATABASE_URL } from './test-database';

/** The migrations up to `tag`: a database as it was before the ones after it. */
export async function migrationsUpTo(tag: string) {
  const folder = await mkdtemp(join(tmpdir(), 'fees-migrations-'));
  after(() => rm(folder, { recursive: true, force: true }));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** A bare database on this pass's engine, with a way to migrate it from a folder. */
export async function bareDatabase() {
  if (!TEST_DATABASE_URL) {
    const client = new PGlite();
    const db = drizzlePglite(client);
    after(() => client.close());
    return { db, migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }) };
  }
  // Two files' migration tests run at once: a name only of the time could be the same in both,
  // and the first to finish would drop the other's database under it.
  const name = `fees_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href });
  after(async () => {
    await pool.end();
    const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const db = drizzlePostgres(pool);
  return { db, migrate: (folder: string) => migratePostgres(db, { migrationsFolder: folder }) };
}

/** The owner every migration test's schools belong to, as the users table first held them. */
export const OWNER_ROW = `insert into users (id, firstname, lastname, email, phone, password_hash)
  values ('u1', 'Chidi', 'Okafor', 'chidi@example.com', '08031234567', 'x')`;

/**
 * A bare database migrated up to `tag`, holding what `statements` insert: the data a later
 * migration finds.
 */
export async function databaseAt(tag: string, statements: readonly string[]) {
  const database = await bareDatabase();
  await database.migrate(await migrationsUpTo(tag));
  for (const statement of statements) await database.db.execute(sql.raw(statement));
  return database;
}
