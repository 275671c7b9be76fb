import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startApiProcess, type ApiProcess } from '@fees/api/testing/api-process';
import { startPostgresCluster, type PostgresCluster } from '@fees/api/testing/postgres-cluster';
import pg from 'pg';
import { root } from './paths';

export type Engine = 'pglite' | 'postgres';

type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** The real API, as production runs it, signed in as its verified account. */
export interface BenchApi {
  engine: Engine;
  api: ApiProcess;
  /** The PostgreSQL server's URL; undefined on the embedded database. */
  databaseUrl: string | undefined;
  /** The processes whose trees do the run's work: this one (API processes, fakes) and PostgreSQL's. */
  processRoots(): number[];
  /** `Cookie` and `Origin` headers of the signed-in owner: a write needs both. */
  headers: Record<string, string>;
  /** The owner's user id. */
  ownerId: string;
  /** The owner's password, which every write of school data asks for. */
  password: string;
  /** POSTs as the owner, expecting 2xx; resolves to the answer's body. */
  post<T = Record<string, unknown>>(path: string, body: unknown, url?: string): Promise<T>;
  /** Runs SQL on the API's database (on PGlite, with the API paused, as PGlite has one owner). */
  withSql<T>(work: (query: Query) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

/** Signs in as `account`: its headers, its id, and POST as it (expecting 2xx). */
export async function ownerClient(
  url: string,
  appOrigin: string,
  account: { email: string; password: string },
) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: appOrigin },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { _id: ownerId } = (await response.json()) as { _id: string };
  const headers = { Cookie: cookie, Origin: appOrigin };
  const post: BenchApi['post'] = async (path, body, to = url) => {
    const answer = await fetch(`${to}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) {
      throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
    }
    return answer.json();
  };
  return { headers, ownerId, password: account.password, post };
}

/**
 * Starts the API on the embedded database, or on a throwaway PostgreSQL server with `instances`
 * processes sharing it.
 */
export async function startBenchApi(engine: Engine, instances = 1): Promise<BenchApi> {
  let cluster: PostgresCluster | undefined;
  let pool: pg.Pool | undefined;
  if (engine === 'postgres') {
    cluster = await startPostgresCluster();
    pool = new pg.Pool({ connectionString: cluster.url, max: 4 });
  }
  const api = await startApiProcess({ root, databaseUrl: cluster?.url, instances });
  const owner = await ownerClient(api.url, api.appOrigin, api.account);

  const withSql: BenchApi['withSql'] = async (work) => {
    if (pool) {
      const client = pool;
      return work(async (text, params) => (await client.query(text, params)).rows);
    }
    if (!api.dataDir) throw new Error('The embedded database has no folder');
    await api.pause();
    const db = await PGlite.create(join(api.dataDir, 'db'));
    try {
      return await work(async (text, params) => (await db.query(text, params)).rows as never);
    } finally {
      await db.close();
      await api.resume();
    }
  };

  return {
    engine,
    api,
    databaseUrl: cluster?.url,
    processRoots: () => [process.pid, cluster?.pid()].filter((pid) => pid !== undefined),
    ...owner,
    withSql,
    stop: async () => {
      await api.stop();
      await pool?.end();
      await cluster?.destroy();
    },
  };
}
