import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { TEST_DATABASE_URL } from './testing/test-database';

const apiDir = dirname(dirname(fileURLToPath(import.meta.url)));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts src/server.ts as `npm start` does, with only the given environment (plus PATH). */
async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { child, url, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url: '', output: () => output, exited };
}

// What the root `npm start` (the local dashboard) adds when no provider keys are set.
const devCheckout = { FEES_DEV_CHECKOUT: '1' };

// These start on PGlite in a data folder of their own, whatever the pass's database, so the
// PostgreSQL pass would only repeat them.
if (!TEST_DATABASE_URL) {
  test('a start with neither provider keys nor FEES_DEV_CHECKOUT=1 refuses, naming what to set', async (t) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fees-api-keys-'));
    t.after(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({ FEES_DATA_DIR: dataDir });
    t.after(() => server.child.kill('SIGKILL'));
    assert.equal(server.url, '', 'it must not answer');
    assert.equal(await server.exited, 1);
    assert.match(server.output(), /PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY must both be set/);
    assert.ok(!existsSync(join(dataDir, 'db')), 'it stops before opening the database');
  });

  test('the API started alone (npm start -w @fees/api) without keys refuses, naming what to set', async (t) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fees-api-alone-'));
    t.after(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    // Its own process group, so npm's shell and the server under it stop with it.
    const child = spawn('npm', ['start', '-w', '@fees/api'], {
      cwd: dirname(apiDir),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        FEES_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    t.after(() => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let settled = false;
    const answered = (async () => {
      while (!settled) {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (health?.ok) return 'served' as const;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const outcome = await Promise.race([exited, answered]);
    settled = true;
    assert.notEqual(
      outcome,
      'served',
      'a keyless API alone must not serve (no simulated checkout)',
    );
    assert.notEqual(outcome, 0);
    assert.match(output, /PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY must both be set/);
    assert.match(output, /FEES_DEV_CHECKOUT=1/);
    assert.ok(!existsSync(join(dataDir, 'db')), 'it stops before opening the database');
  });

  test('npm start with no other environment: PGlite in the data folder, simulated checkout, graceful close', async (t) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fees-api-start-'));
    t.after(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({ ...devCheckout, FEES_DATA_DIR: dataDir });
    t.after(() => server.child.kill('SIGKILL'));
    assert.ok(server.url, server.output());

    const health = await (await fetch(`${server.url}/api/health`)).json();
    assert.deepEqual(health, { status: 'ok' });
    const script = await fetch(`${server.url}/api/dev/paystack/inline.js`);
    assert.equal(script.status, 200);
    assert.match(await script.text(), /Simulated checkout/);
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    assert.ok(doc.paths['/api/payments/verify']);
    assert.ok(existsSync(join(dataDir, 'db', 'PG_VERSION')));
    assert.ok(existsSync(join(dataDir, 'db.lock')));

    // Signup with no SMTP_URL: the mail is written as an .eml file, once the request has answered.
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({
        firstname: 'Chidi',
        lastname: 'Okafor',
        email: 'start@example.com',
        phone: '08031234567',
        password: 'secret-pass',
      }),
    });
    assert.equal(signup.status, 201);
    const { readdirSync } = await import('node:fs');
    const written = () =>
      existsSync(join(dataDir, 'mail'))
        ? readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'))
        : [];
    for (let waited = 0; written().length === 0 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(written().length, 1);

    // The embedded database is never opened twice: a second process on it refuses to start.
    const second = await startServer({ ...devCheckout, FEES_DATA_DIR: dataDir });
    assert.equal(second.url, '');
    assert.equal(await second.exited, 1);
    assert.match(second.output(), /already open in process/);

    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0, server.output());
    assert.ok(!existsSync(join(dataDir, 'db.lock')), 'the lock is released on close');

    // It starts again on the same data, which kept the account.
    const again = await startServer({ ...devCheckout, FEES_DATA_DIR: dataDir });
    t.after(() => again.child.kill('SIGKILL'));
    assert.ok(again.url, again.output());
    const login = await fetch(`${again.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'start@example.com', password: 'secret-pass' }),
    });
    assert.equal(login.status, 403, 'the account is still there, not yet verified');
    again.child.kill('SIGINT');
    assert.equal(await again.exited, 0);
  });
}

/** A data folder and a PostgreSQL database of the test's own, and the environment naming them. */
async function postgresEnv(t: TestContext, name: string): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), `fees-api-${name}-`));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const { openTestDatabase } = await import('./testing/test-database');
  const database = await openTestDatabase();
  t.after(() => database.close());
  return {
    FEES_DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? '',
    NODE_ENV: 'test',
    SCRYPT_LOG_N: '10',
    ...devCheckout,
  };
}

// PostgreSQL only: on PGlite a second process on the same folder refuses, which the test above
// already shows.
if (TEST_DATABASE_URL) {
  test('two API processes on one PostgreSQL share sessions and writes, each seen by the other at once', async (t) => {
    const env = await postgresEnv(t, 'two');
    const [one, two] = await Promise.all([startServer(env), startServer(env)]);
    t.after(() => {
      one.child.kill('SIGKILL');
      two.child.kill('SIGKILL');
    });
    assert.ok(one.url && two.url, one.output() + two.output());
    const headers = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
    const email = 'two@example.com';
    const signup = await fetch(`${one.url}/api/auth/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        firstname: 'Chidi',
        lastname: 'Okafor',
        email,
        phone: '08031234567',
        password: 'secret-pass',
      }),
    });
    assert.equal(signup.status, 201);
    // Verify directly in the database: mail goes to files here; the login is what matters.
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query('update users set email_verified_at = now() where email = $1', [email]);
    await client.end();
    const login = await fetch(`${one.url}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'secret-pass' }),
    });
    assert.equal(login.status, 200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const me = await fetch(`${two.url}/api/auth/`, { headers: { cookie } });
    assert.equal(me.status, 200);
    assert.equal(((await me.json()) as { email: string }).email, email);

    // Each process keeps what it read until the database says it changed: a write through one is
    // what the other answers next (docs/performance.md#the-read-cache).
    const write = async (url: string, path: string, body: object) => {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({ ...body, password: 'secret-pass' }),
      });
      assert.equal(response.status, 201, await response.clone().text());
      return (await response.json()) as { _id: string };
    };
    const school = await write(one.url, '/api/schools', {
      name: 'Sunrise Academy',
      address: '12 Allen Avenue, Ikeja',
      level: 'Primary',
    });
    const classroom = await write(one.url, '/api/classrooms', {
      name: 'Primary1',
      classTeacher: 'Mrs Adeyemi',
      classFees: 25_000,
      schoolId: school._id,
    });
    const studentsUrl = `${two.url}/api/students?schoolId=${school._id}`;
    for (let added = 1; added <= 5; added += 1) {
      await write(one.url, '/api/students', {
        fullname: `Pupil ${added}`,
        age: 7,
        sex: 'Female',
        phoneNo: '08031234567',
        parentEmail: '',
        discount: 0,
        classroom: classroom._id,
        schoolId: school._id,
      });
      const list = await fetch(studentsUrl, { headers: { cookie } });
      assert.equal(list.headers.get('x-total-count'), String(added));
      assert.equal(
        (await fetch(studentsUrl, { headers: { cookie } })).headers.get('x-total-count'),
        String(added),
      );
    }

    const logout = await fetch(`${two.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: '{}',
    });
    assert.equal(logout.status, 200);
    assert.equal((await fetch(`${one.url}/api/auth/`, { headers: { cookie } })).status, 401);

    // A session both processes have kept, ended through either, is refused by the other at once.
    for (let round = 0; round < 20; round += 1) {
      const [ender, other] = round % 2 === 0 ? [one, two] : [two, one];
      const signedIn = await fetch(`${ender.url}/api/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: 'secret-pass' }),
      });
      const session = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      for (const server of [one, two, other]) {
        assert.equal(
          (await fetch(`${server.url}/api/auth/`, { headers: { cookie: session } })).status,
          200,
        );
      }
      const ended = await fetch(`${ender.url}/api/auth/logout`, {
        method: 'POST',
        headers: { ...headers, cookie: session },
        body: '{}',
      });
      assert.equal(ended.status, 200);
      const after = await fetch(`${other.url}/api/auth/`, { headers: { cookie: session } });
      assert.equal(after.status, 401, `round ${round}`);
    }
    one.child.kill('SIGTERM');
    two.child.kill('SIGTERM');
    assert.deepEqual(await Promise.all([one.exited, two.exited]), [0, 0]);
  });
}

/** A status over a connection of its own, or 'refused' once nothing listens on the port. */
function statusOf(url: string): Promise<number | 'refused'> {
  return new Promise((resolve, reject) => {
    const ask = httpRequest(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // A connection the kernel accepted just before the port closed is reset rather than refused:
    // to a proxy both say the same, try the next process.
    ask.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET'
        ? resolve('refused')
        : reject(error),
    );
    ask.end();
  });
}

async function until<T>(read: () => Promise<T>, wanted: (value: T) => boolean): Promise<T[]> {
  const seen: T[] = [];
  for (;;) {
    const value = await read();
    if (seen.at(-1) !== value) seen.push(value);
    if (wanted(value)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

if (TEST_DATABASE_URL) {
  test('SIGTERM: health answers 503 while the process drains, a request in flight completes, and it exits 0', async (t) => {
    const env = await postgresEnv(t, 'drain');
    const server = await startServer({ ...env, SHUTDOWN_DRAIN_MS: '2000' });
    t.after(() => server.child.kill('SIGKILL'));
    assert.ok(server.url, server.output());

    // A sign-up whose body is still on its way: the server has read its head (it said
    // 100 Continue) and waits for the rest.
    const body = JSON.stringify({
      firstname: 'Ngozi',
      lastname: 'Eze',
      email: 'drain@example.com',
      phone: '08031234567',
      password: 'secret-pass',
    });
    const signup = httpRequest(`${server.url}/api/auth/signup`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        origin: 'http://localhost:3000',
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      signup.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      signup.on('error', reject);
    });
    await new Promise((resolve) => signup.once('continue', resolve));
    signup.write(body.slice(0, 20));

    server.child.kill('SIGTERM');
    const health = await until(
      () => statusOf(`${server.url}/api/health`),
      (status) => status !== 200,
    );
    assert.deepEqual(health.slice(-1), [503], 'a proxy hears it is leaving while it still answers');
    // Then it stops taking connections, while the sign-up it has begun is still open.
    const after = await until(
      () => statusOf(`${server.url}/api/health`),
      (status) => status === 'refused',
    );
    assert.deepEqual(after, [503, 'refused']);

    signup.end(body.slice(20));
    const { status, text } = await answered;
    assert.equal(status, 201, text);
    // Nothing was left open: the process ended by itself after closing the pool, its notice
    // connections and the mail worker.
    assert.equal(await server.exited, 0, server.output());

    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    t.after(() => client.end());
    const saved = await client.query('select 1 from users where email = $1', ['drain@example.com']);
    assert.equal(saved.rowCount, 1, 'the sign-up that was in flight is recorded');
  });
}
