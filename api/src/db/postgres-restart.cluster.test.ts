import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ApiResponse } from '../testing/api-client';
import { buildTestApp, type TestApp } from '../testing/build-app';
import {
  createClassroom,
  createStudent,
  ownerWithSchool,
  paymentBody,
  type Owner,
} from '../testing/fixtures';
import { startPostgresCluster, type StopMode } from '../testing/postgres-cluster';
import { openDatabase, type Database } from './client';

// This file starts and stops a PostgreSQL server of its own and ignores TEST_DATABASE_URL, so
// scripts/run-tests.mjs runs it once, in the PostgreSQL pass (`*.cluster.test.ts`), where the
// server binaries are known to be installed.

/**
 * A server of the test's own, which it may stop, and the API's database on it. After the test,
 * pass or fail: `beforeClose` (traffic ends), then the database closes and the server goes.
 */
async function ownDatabase(
  t: TestContext,
  poolSize: number,
  beforeClose: () => Promise<unknown> = async () => {},
) {
  const cluster = await startPostgresCluster();
  const database = await openDatabase({ databaseUrl: cluster.url, poolSize }).catch(
    async (error: unknown) => {
      await cluster.destroy();
      throw error;
    },
  );
  t.after(async () => {
    await beforeClose();
    await database.close();
    await cluster.destroy();
  });
  return { cluster, database };
}

const kobo = (naira: number | string) => Math.round(Number(naira) * 100);

/**
 * Holds `size` transactions open at once, each waiting for all the others: it completes only if
 * the pool can still lend every one of its connections. A connection lost for good leaves one
 * transaction waiting for a client until the pool's connect timeout refuses it. A session the
 * server was still ending may fail one try; the pool then drops it, and the next try is fresh.
 */
async function lendEveryConnection(db: Database, size: number) {
  for (let attempt = 1; ; attempt += 1) {
    let inside = 0;
    let openBarrier!: () => void;
    const everyoneInside = new Promise<void>((resolve) => (openBarrier = resolve));
    const results = await Promise.allSettled(
      Array.from({ length: size }, () =>
        db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            inside += 1;
            if (inside === size) openBarrier();
            await everyoneInside;
          })
          .finally(openBarrier),
      ),
    );
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason?.cause ?? result.reason)] : [],
    );
    if (refused.length === 0) return;
    const lost = refused.filter((reason) => /timeout exceeded when trying to connect/.test(reason));
    if (lost.length > 0 || attempt === 3) {
      assert.fail(`${refused.length} of ${size} connections could not be lent: ${refused}`);
    }
  }
}

/** Polls until `check` holds; fails with `what` after a generous deadline instead of hanging. */
async function waitUntil(what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`gave up waiting: ${what}`);
    await sleep(50);
  }
}

type Phase = 'up' | 'down' | 'restarting' | 'recovered';
type Worker = 'payer' | 'creator' | 'reader';

/**
 * Traffic keeps running through the outages. Each answer is filed under the phase in which its
 * request was sent and in which it came back: an answer to a request sent and answered while the
 * server was down must be 503; one sent after /api/health came back must succeed.
 */
class Traffic {
  phase: Phase = 'up';
  running = true;
  /** `${worker}:${phase}:${outcome}` → count, for requests sent and answered in one phase. */
  readonly counts = new Map<string, number>();
  readonly problems: string[] = [];
  /** reference → kobo the fake provider reports for it. */
  readonly charged = new Map<string, number>();
  /** References whose verify answered 503 at least once. */
  readonly verifyRefused = new Set<string>();
  readonly createdIds = new Set<string>();
  /** Names of students whose create answered 503: each may exist or not, but not twice. */
  readonly maybeCreated = new Set<string>();

  count(worker: Worker, phase: Phase, outcome: 'ok' | '503') {
    return this.counts.get(`${worker}:${phase}:${outcome}`) ?? 0;
  }

  /** Sends one request and files its answer; 2xx and a proper 503 are the only answers allowed. */
  async send(worker: Worker, what: string, request: () => Promise<ApiResponse>) {
    const sentIn = this.phase;
    const response = await request();
    const answeredIn = this.phase;
    const { statusCode } = response;
    const ok = statusCode >= 200 && statusCode < 300;
    if (!ok && statusCode !== 503) {
      this.problems.push(`${what} (${sentIn}→${answeredIn}): ${statusCode} ${response.body}`);
    }
    if (statusCode === 503) {
      const body = response.json();
      if (!response.headers['retry-after'] || !/briefly unavailable/.test(body.message)) {
        this.problems.push(`${what}: 503 without Retry-After or message: ${response.body}`);
      }
    }
    if (sentIn === answeredIn) {
      if (sentIn === 'down' && statusCode !== 503) {
        this.problems.push(`${what} answered ${statusCode} while the server was down`);
      }
      if (sentIn === 'recovered' && !ok) {
        this.problems.push(`${what} answered ${statusCode} after recovery: ${response.body}`);
      }
      const key = `${worker}:${sentIn}:${ok ? 'ok' : '503'}`;
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
    return response;
  }
}

/** A parent paying by card again and again: start, pay at the fake provider, verify. */
async function payer(ctx: TestApp, owner: Owner, traffic: Traffic, students: Student[], n: number) {
  let unverified: string | null = null;
  for (let round = 0; traffic.running; round += 1) {
    if (unverified) {
      const reference: string = unverified;
      const verify = await traffic.send('payer', 'verify', () =>
        owner.client.post('/api/payments/verify', { reference }),
      );
      if (verify.statusCode === 200) {
        if (verify.json().status !== 'success') traffic.problems.push(`verify: ${verify.body}`);
        unverified = null;
      } else if (verify.statusCode === 503) {
        traffic.verifyRefused.add(reference);
      }
    } else {
      const student = students[(n + round) % students.length]!;
      const amount = 1_000 + ((n * 37 + round * 11) % 500) + 0.25 * (round % 4);
      const started = await traffic.send('payer', 'initialize', () =>
        owner.client.post(
          '/api/payments/initialize',
          paymentBody(student.schoolId, student._id, amount),
        ),
      );
      if (started.statusCode === 201) {
        const { reference, amountKobo } = started.json();
        ctx.provider.set(reference, { amount: amountKobo });
        traffic.charged.set(reference, amountKobo);
        unverified = reference;
      }
    }
    await sleep(10);
  }
}

async function creator(owner: Owner, traffic: Traffic, classrooms: Classroom[], n: number) {
  for (let round = 0; traffic.running; round += 1) {
    const classroom = classrooms[round % classrooms.length]!;
    const fullname = `Restart Pupil ${n}-${round}`;
    const created = await traffic.send('creator', 'create student', () =>
      owner.client.post('/api/students', {
        fullname,
        age: 8,
        sex: 'Male',
        phoneNo: '08031234567',
        discount: round % 3 === 0 ? 10 : 0,
        classroom: classroom._id,
        schoolId: classroom.schoolId,
        password: owner.password,
      }),
    );
    if (created.statusCode === 201) traffic.createdIds.add(created.json()._id);
    if (created.statusCode === 503) traffic.maybeCreated.add(fullname);
    await sleep(10);
  }
}

async function reader(owner: Owner, traffic: Traffic, schoolId: string) {
  const urls = [
    `/api/schools?_id=${schoolId}`,
    `/api/students?schoolId=${schoolId}`,
    `/api/payments?schoolId=${schoolId}`,
    `/api/classrooms?schoolId=${schoolId}`,
  ];
  for (let round = 0; traffic.running; round += 1) {
    const url = urls[round % urls.length]!;
    await traffic.send('reader', `GET ${url}`, () => owner.client.get(url));
    await sleep(10);
  }
}

interface Student {
  _id: string;
  schoolId: string;
  classroomId: string;
  fullname: string;
  totalPaidFees: number;
  totalFeesExpected: number;
}
interface Classroom {
  _id: string;
  schoolId: string;
  noOfStudents: number;
  totalFees: number;
  totalFeesExpected: number;
}

const PAGE = 500;

/** Every match of a list, a page of PAGE at a time, with the count and sum of the first answer. */
async function list(owner: Owner, url: string) {
  const rows: ReturnType<ApiResponse['json']>[] = [];
  let first: ApiResponse | undefined;
  for (;;) {
    const response = await owner.client.get(`${url}&limit=${PAGE}&offset=${rows.length}`);
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    first ??= response;
    const page: ReturnType<ApiResponse['json']>[] = response.json();
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  return {
    rows,
    total: Number(first.headers['x-total-count']),
    amountKobo: kobo(String(first.headers['x-total-amount'] ?? 0)),
  };
}

/** The API's own pool size (openDatabase's default). */
const POOL_SIZE = 10;

test(
  'PostgreSQL stopped and started under traffic: 503 meanwhile, recovery without a restart of the API, no payment or total half-written',
  { timeout: 600_000 },
  async (t) => {
    const traffic = new Traffic();
    let workers: Promise<void>[] = [];
    const { cluster, database } = await ownDatabase(t, POOL_SIZE, async () => {
      traffic.running = false;
      await Promise.allSettled(workers);
    });
    // Three payers verify hundreds of payments of one account.
    const ctx = await buildTestApp(t, { database, env: { VERIFIES_PER_HOUR: '1000000' } });
    const health = () => ctx.client().get('/api/health');

    const { owner, school } = await ownerWithSchool(ctx);
    const classrooms: Classroom[] = [
      await createClassroom(owner, school._id, 40_000, 'Primary1'),
      await createClassroom(owner, school._id, 55_000.5, 'Primary2'),
    ];
    const students: Student[] = [];
    for (let i = 0; i < 6; i += 1) {
      const classroom = classrooms[i % 2]!;
      students.push(
        await createStudent(owner, school._id, classroom._id, i * 5, `Okafor Ada ${i}`),
      );
    }

    workers = [
      ...[0, 1, 2].map((n) => payer(ctx, owner, traffic, students, n)),
      ...[0, 1].map((n) => creator(owner, traffic, classrooms, n)),
      ...[0, 1].map(() => reader(owner, traffic, school._id)),
    ];
    const kinds: Worker[] = ['payer', 'creator', 'reader'];
    await waitUntil('traffic succeeds before the outage', () =>
      kinds.every((kind) => traffic.count(kind, 'up', 'ok') >= 2),
    );

    const outageRefused: string[] = [];
    for (const mode of ['fast', 'immediate'] satisfies StopMode[]) {
      // A payment paid at the provider just before the outage, whose verify meets it.
      const started = await owner.client.post(
        '/api/payments/initialize',
        paymentBody(school._id, students[0]!._id, 2_500),
      );
      assert.equal(started.statusCode, 201, started.body);
      const { reference, amountKobo } = started.json();
      ctx.provider.set(reference, { amount: amountKobo });
      traffic.charged.set(reference, amountKobo);

      await cluster.stop(mode);
      traffic.phase = 'down';
      const down = await health();
      assert.equal(down.statusCode, 503, `${mode}: ${down.body}`);
      assert.ok(down.headers['retry-after'], 'health tells when to retry');
      const refused = await owner.client.post('/api/payments/verify', { reference });
      assert.equal(refused.statusCode, 503, refused.body);
      assert.match(refused.json().message, /briefly unavailable/);
      outageRefused.push(reference);
      await waitUntil(`every kind of request meets the ${mode} outage`, () =>
        kinds.every((kind) => traffic.count(kind, 'down', '503') >= 3),
      );
      // Waiting verifies fall back to looking again while the database cannot notify them.
      await waitUntil('payment answers known to be lost', () => !ctx.app.paymentAnswers.live);

      traffic.phase = 'restarting';
      await cluster.start();
      await waitUntil('/api/health answers 200 again', async () => {
        const answer = await health();
        assert.ok([200, 503].includes(answer.statusCode), answer.body);
        return answer.statusCode === 200;
      });
      traffic.phase = 'recovered';
      await waitUntil('payment answers heard again', () => ctx.app.paymentAnswers.live);
      const again = await owner.client.post('/api/payments/verify', { reference });
      assert.equal(again.statusCode, 200, again.body);
      assert.equal(again.json().status, 'success');
      await waitUntil(`every kind of request succeeds after the ${mode} outage`, () =>
        kinds.every((kind) => traffic.count(kind, 'recovered', 'ok') >= 3),
      );
      traffic.phase = 'up';
      traffic.counts.forEach((_, key) => {
        if (/:(down|recovered):/.test(key)) traffic.counts.delete(key);
      });
    }
    traffic.running = false;
    await Promise.all(workers);
    assert.deepEqual(traffic.problems, []);
    // No connection was lost for good: after both outages the pool still has all of them.
    await lendEveryConnection(database.db, POOL_SIZE);

    // Every payment the provider charged is recorded once, whatever its verify met.
    for (const reference of traffic.charged.keys()) {
      const verify = await owner.client.post('/api/payments/verify', { reference });
      assert.equal(verify.statusCode, 200, verify.body);
      assert.equal(verify.json().status, 'success');
      assert.equal(kobo(verify.json().amount), traffic.charged.get(reference));
    }
    const recorded = await list(owner, `/api/payments?schoolId=${school._id}`);
    const references = recorded.rows.map((payment: { referenceNo: string }) => payment.referenceNo);
    assert.equal(new Set(references).size, references.length, 'no payment is listed twice');
    assert.deepEqual(new Set(references), new Set(traffic.charged.keys()));
    // Verifies that met an outage (some may have been recorded before their answer was lost).
    const refusedOnce = new Set([...outageRefused, ...traffic.verifyRefused]);
    for (const reference of refusedOnce) {
      assert.equal(references.filter((other: string) => other === reference).length, 1);
    }
    const chargedKobo = [...traffic.charged.values()].reduce((sum, amount) => sum + amount, 0);
    assert.equal(recorded.amountKobo, chargedKobo);

    // Every figure equals what its rows add up to.
    const [finalSchool] = (await list(owner, `/api/schools?_id=${school._id}`)).rows;
    const finalStudents = await list(owner, `/api/students?schoolId=${school._id}`);
    const finalClassrooms = await list(owner, `/api/classrooms?schoolId=${school._id}`);
    assert.equal(kobo(finalSchool.totalFees), chargedKobo);
    assert.equal(finalSchool.noOfStudents, finalStudents.total);
    assert.equal(finalSchool.noOfClassrooms, finalClassrooms.total);
    const expectedSum = (rows: Student[]) =>
      rows.reduce((sum, student) => sum + kobo(student.totalFeesExpected), 0);
    assert.equal(kobo(finalSchool.totalFeesExpected), expectedSum(finalStudents.rows));
    for (const student of finalStudents.rows as Student[]) {
      const paid = await list(owner, `/api/payments?studentId=${student._id}`);
      assert.equal(kobo(student.totalPaidFees), paid.amountKobo, student.fullname);
    }
    for (const classroom of finalClassrooms.rows as Classroom[]) {
      const paid = await list(owner, `/api/payments?classroom=${classroom._id}`);
      const members = await list(owner, `/api/students?classroom=${classroom._id}`);
      assert.equal(kobo(classroom.totalFees), paid.amountKobo);
      assert.equal(classroom.noOfStudents, members.total);
      assert.equal(kobo(classroom.totalFeesExpected), expectedSum(members.rows));
    }

    // A create either happened once or not at all.
    const names = (finalStudents.rows as Student[]).map((student) => student.fullname);
    for (const id of traffic.createdIds) {
      assert.ok(finalStudents.rows.some((student: Student) => student._id === id));
    }
    for (const name of traffic.maybeCreated) {
      assert.ok(names.filter((other) => other === name).length <= 1, name);
    }
    assert.equal(new Set(names).size, names.length, 'no student is stored twice');
  },
);

test('connections ended by the server while transactions begin all go back to the pool', async (t) => {
  const size = 2;
  const { cluster, database } = await ownDatabase(t, size, () => admin.end());
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  let failed = 0;
  for (let round = 0; round < 20; round += 1) {
    // What a stopping server does to every session, while transactions are starting on them.
    const ending = admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    const results = await Promise.allSettled(
      Array.from({ length: 3 * size }, () =>
        database.db.transaction(async (tx) => tx.execute(sql`select 1`)),
      ),
    );
    await ending;
    failed += results.filter((result) => result.status === 'rejected').length;
  }
  assert.ok(failed > 0, 'some transactions met an ended connection');
  await lendEveryConnection(database.db, size);
});
