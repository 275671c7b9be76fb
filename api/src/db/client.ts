import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as accounts from './schema/accounts';
import * as audit from './schema/audit';
import * as ledger from './schema/ledger';
import * as mail from './schema/mail';
import * as payLinks from './schema/pay-links';
import * as schoolData from './schema/schools';
import * as staff from './schema/staff';
import { listenPglite, listenPostgres, type NoticeHandlers, type NoticeListener } from './notices';
import { prepareByText } from './prepare-by-text';

export const schema = {
  ...accounts,
  ...schoolData,
  ...ledger,
  ...mail,
  ...payLinks,
  ...staff,
  ...audit,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or a transaction: repositories take either. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Hears the NOTIFYs sent on `channel` by any process, until the listener is stopped. */
  listen(channel: string, handlers: NoticeHandlers): Promise<NoticeListener>;
  /** Closes the pool or the embedded database (and releases its lock). Safe to call twice. */
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any value: all migrators of every process take it before migrating, so two starts never race. */
const MIGRATION_LOCK_ID = 4_174_020_011;

export interface OpenDatabaseOptions {
  /** `postgres://…`; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; unset means in memory (tests). */
  pgliteDir?: string | undefined;
  /** An already-open PGlite (tests clone a migrated template); closed with the handle. */
  pgliteClient?: PGlite | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.pgliteDir, options.pgliteClient);
}

type ConnectCallback = Parameters<pg.Pool['connect']>[0];

/**
 * drizzle's transaction() sends BEGIN before the try/finally that gives its client back
 * (drizzle-orm issue 6241, open in 0.45). When the connection dies during BEGIN, as when the
 * server stops under traffic, the pool would lose that slot for good; after a few, every
 * transaction waits out the connection timeout until the API is restarted. So a client lent out
 * for a transaction goes back by itself when its connection ends; the later release is ignored.
 */
class SelfReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is pool.query's own, which already gives back a client that fails.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenLost);
  }
}

function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(error);
  };
  const onEnd = () => giveBack(new Error('The connection ended while the client was lent out'));
  client.once('end', onEnd);
  client.release = giveBack;
  return client;
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new SelfReleasingPool({
    connectionString,
    max: Math.max(2, max),
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A client whose server goes away emits 'error', and an 'error' nobody listens to ends the
  // process. The pool listens while a client is idle; this listens while one is lent out (in a
  // transaction, between two queries). The query that meets the broken client fails instead
  // (503), and the pool drops the client when it comes back, so later requests connect afresh.
  pool.on('error', noop);
  pool.on('connect', (client) => {
    client.on('error', noop);
    prepareByText(client);
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await pool.end();
  };
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePostgres(drizzlePostgres(pool, { schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      lockClient.release();
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    close,
  };
}

/**
 * PGlite is one process's database: a lock file beside the data directory stops a second
 * process from opening it (which would corrupt it). A lock left by a dead process is taken over.
 */
function takeLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The embedded database ${dirname(lockPath)} is already open in process ${pid}; ` +
            'stop that process or set DATABASE_URL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(
  dataDir: string | undefined,
  given: PGlite | undefined,
): Promise<DatabaseHandle> {
  const release = dataDir ? takeLock(join(dirname(dataDir), `${basename(dataDir)}.lock`)) : noop;
  let client: PGlite | undefined = given;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      if (client && !client.closed) await client.close();
    } finally {
      release();
    }
  };
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    client ??= new PGlite(dataDir);
    await client.waitReady;
    const opened = client;
    const db = drizzlePglite(opened, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      listen: (channel, handlers) => listenPglite(opened, channel, handlers),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function basename(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? 'db';
}

function noop(): void {}
