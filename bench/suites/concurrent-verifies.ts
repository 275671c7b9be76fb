import { requestJson } from '@fees/api/http/outbound-json';
import { recountDatabase } from '@fees/api/recount';
import { startBenchApi, type BenchApi } from '../lib/api-fixture';
import { startCpuMeter } from '../lib/run-cpu';
import { median, round, type SuiteResult } from '../lib/report';
import { createSchool, fillSchool, type SeededSchool } from '../lib/seed';

const SCHOOLS = 5;
const PAYMENTS = 500;
/** Verified first, unmeasured: see `warm` below. */
const WARM_UP = 500;
const AMOUNT_KOBO = 1_500_000;

/**
 * 500 card payments of a school group, each verified twice at the same instant (once through
 * each of two API processes on one PostgreSQL, as a parent's browser and the provider's webhook
 * can). Every payment must be recorded exactly once and every total must equal its payments:
 * the run fails otherwise.
 */
export async function concurrentVerifies(): Promise<SuiteResult> {
  const bench = await startBenchApi('postgres', 2);
  try {
    const [first, second] = bench.api.urls;
    if (!first || !second) throw new Error('Two API processes were asked for');
    const schools: SeededSchool[] = [];
    for (let index = 0; index < SCHOOLS; index += 1) {
      const school = await createSchool(bench, 2);
      await fillSchool(bench, school, 20, 0);
      schools.push(school);
    }
    // Started as the dashboard's initialize would leave them; the API caps how many one owner
    // may start at once, so they are written directly.
    const seeded = await bench.withSql(async (query) => {
      const rows = await query(
        `insert into payments (id, school_id, term_id, student_id, classroom_id, depositor_name,
           email, student_name, student_class, purpose, expected_kobo, reference_no, status)
         select gen_random_uuid()::text, s.school_id, t.id, s.id, s.classroom_id,
           'Parent of ' || s.fullname, 'parent@example.com', s.fullname, c.name,
           'School fees instalment', $2, 'bench-verify-' || g, 'pending'
         from generate_series(1, $1::int) g
         join lateral (select * from students where school_id = any($3::text[])
           order by id offset (g % 100) limit 1) s on true
         join classrooms c on c.id = s.classroom_id
         join terms t on t.school_id = s.school_id and t.status = 'current'
         returning reference_no`,
        [WARM_UP + PAYMENTS, AMOUNT_KOBO, schools.map((school) => school.schoolId)],
      );
      return rows.map((row) => String(row.reference_no));
    });
    for (const reference of seeded) bench.api.provider.set(reference, { amount: AMOUNT_KOBO });
    const warming = seeded.slice(0, WARM_UP);
    const references = seeded.slice(WARM_UP);

    /** Verifies each payment twice at once, once through each process. */
    const verifyAll = async (batch: string[]) => {
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      const verify = async (reference: string, url: string) => {
        const sent = performance.now();
        const response = await requestJson(`${url}/api/payments/verify`, {
          method: 'POST',
          headers: bench.headers,
          body: { reference },
          timeoutMs: 60_000,
        });
        latencies.push(performance.now() - sent);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      };
      await Promise.all(
        batch.flatMap((reference) => [verify(reference, first), verify(reference, second)]),
      );
      return { latencies, statuses };
    };
    // Measured as a school's servers run: warmed by earlier payments, whose receipts have left.
    // The first verifies of a process pay for compiling its code (a tenth of the API's CPU in a
    // cold run, docs/performance.md), which a server up for more than a few seconds has paid.
    const warm = await verifyAll(warming);
    await receiptsSent(bench);

    const waits = sampleWaits(bench);
    const cpu = startCpuMeter(bench.processRoots());
    // PostgreSQL's server alone, so the API processes' share is what is left after it and the
    // client: the share a change of the API's code can move.
    const databaseCpu = startCpuMeter(bench.processRoots().filter((pid) => pid !== process.pid));
    // This process is the client, the fake provider and the mail sink: its share is not the
    // servers' cost.
    const clientCpu = process.cpuUsage();
    const started = performance.now();
    const { latencies, statuses } = await verifyAll(references);
    const seconds = (performance.now() - started) / 1000;
    const cpuMsEach = cpu.stopMs() / references.length;
    const databaseMsEach = databaseCpu.stopMs() / references.length;
    const { user, system } = process.cpuUsage(clientCpu);
    const clientMsEach = (user + system) / 1000 / references.length;
    const apiMsEach = cpuMsEach - databaseMsEach - clientMsEach;
    const waited = await waits.stop();

    // A payment's receipt leaves after its verify has answered, from each process's mail outbox:
    // the receipts still waiting are sent now, and their time and CPU are the rest of the
    // payments' cost.
    const receiptsWaiting = await pendingReceipts(bench);
    const receiptCpu = startCpuMeter(bench.processRoots());
    await receiptsSent(bench);
    const receiptsDoneSeconds = (performance.now() - started) / 1000;
    const receiptCpuMs = receiptCpu.stopMs();
    const cpuMsWithReceipts = cpuMsEach + receiptCpuMs / references.length;

    if (!bench.databaseUrl) throw new Error('The verifies run on PostgreSQL');
    const problems = [
      ...(await recountDatabase(bench.databaseUrl)),
      ...(await bench.withSql((query) =>
        checkPayments(
          query,
          schools.map((s) => s.schoolId),
        ),
      )),
    ];
    for (const [batch, answered] of [
      [warming, warm.statuses],
      [references, statuses],
    ] as const) {
      if ((answered.get(200) ?? 0) !== batch.length * 2) {
        problems.push(`answers by status: ${JSON.stringify(Object.fromEntries(answered))}`);
      }
    }
    if (problems.length > 0)
      throw new Error(`Concurrent verifies went wrong:\n${problems.join('\n')}`);

    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
    const perSecond = round(references.length / seconds, 0);
    return {
      id: 'verifies',
      title: 'Payments verified concurrently across two API processes',
      figures: [
        {
          name: 'Concurrent verifies, 2 processes on PostgreSQL',
          value: perSecond,
          unit: 'payments/s',
          goal: { atLeast: 200 },
        },
        {
          name: 'CPU per verified payment (API, PostgreSQL and client)',
          value: round(cpuMsEach, 1),
          unit: 'ms',
        },
        {
          name: "Of it, the bench's client, fake provider and mail sink",
          value: round(clientMsEach, 1),
          unit: 'ms',
        },
        { name: 'Of it, the two API processes', value: round(apiMsEach, 1), unit: 'ms' },
        { name: 'Of it, PostgreSQL', value: round(databaseMsEach, 1), unit: 'ms' },
        {
          name: 'Receipts of the verified payments, all sent',
          value: round(receiptsDoneSeconds, 1),
          unit: 's after the first verify',
        },
        {
          name: 'CPU per verified payment with its receipt sent',
          value: round(cpuMsWithReceipts, 1),
          unit: 'ms',
        },
        {
          name: 'Concurrent verifies: totals exact, no reference twice',
          value: 1,
          unit: '',
          text: 'yes',
          goal: { atLeast: 1 },
        },
      ],
      tables: [
        {
          caption: `${references.length} payments across ${SCHOOLS} schools, each verified twice at once (${references.length * 2} requests, half to each process), after ${WARM_UP} others verified the same way and their receipts sent; latency in ms.`,
          header: [
            'payments/s',
            'CPU ms each',
            "API's",
            "PostgreSQL's",
            "client's",
            'wall time (s)',
            'p50',
            'p99',
            'answers',
          ],
          rows: [
            [
              perSecond,
              round(cpuMsEach, 1),
              round(apiMsEach, 1),
              round(databaseMsEach, 1),
              round(clientMsEach, 1),
              round(seconds, 2),
              round(median(latencies), 0),
              round(p99, 0),
              '200 for every request',
            ],
          ],
        },
      ],
      notes: [
        `Where PostgreSQL's sessions were, sampled every 50 ms during the run (share of samples): ${waited
          .map(([event, share]) => `${event} ${share}%`)
          .join(
            ', ',
          )}. Lock:advisory is a session queued for an advisory lock (the account's verify budget, or its school's lock); Lock:transactionid and Lock:tuple for a row another payment holds; ClientRead is a session waiting for the API process to send its next statement.`,
        `When the last verify answered, ${receiptsWaiting} of the ${references.length} receipts still waited in the API processes' mail outboxes (a receipt is sent after its payment's verify has answered); all were sent ${round(receiptsDoneSeconds, 1)} s after the first verify, and the ones still waiting cost ${round(receiptsWaiting > 0 ? receiptCpuMs / receiptsWaiting : 0, 1)} ms of CPU each to send (API processes, PostgreSQL and the mail sink).`,
        "After the run the API's recount (`npm run recount -w @fees/api`) finds every running figure equal to the ledger (each student's, term row's, classroom's and school's), every payment is recorded and none twice; the bench fails otherwise.",
      ],
      data: {
        seconds,
        perSecond,
        cpuMsEach,
        apiMsEach,
        databaseMsEach,
        clientMsEach,
        receiptsWaiting,
        receiptsDoneSeconds,
        cpuMsWithReceipts,
        p99,
        median: median(latencies),
        waited,
      },
    };
  } finally {
    await bench.stop();
  }
}

type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

async function pendingReceipts(bench: BenchApi): Promise<number> {
  const [row] = await bench.withSql((query) =>
    query(`select count(*)::int as n from mail_outbox where status = 'pending'`),
  );
  return Number(row?.n);
}

/** Resolves once no receipt waits in the outbox. */
async function receiptsSent(bench: BenchApi) {
  while ((await pendingReceipts(bench)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A sample of `pg_stat_activity` costs about 1.6 ms of CPU (PostgreSQL and this process), which
 * the run's figures count: every 10 ms it was about 0.6 ms a payment. Every 50 ms still gives some
 * fifty samples of a run, each of every busy session.
 */
const SAMPLE_EVERY_MS = 50;

/** Samples what PostgreSQL's busy client sessions wait for, until stopped. */
function sampleWaits(bench: BenchApi) {
  const counts = new Map<string, number>();
  let sampling = true;
  const done = (async () => {
    while (sampling) {
      await bench.withSql(async (query) => {
        const rows = await query(
          `select coalesce(wait_event_type || ':' || wait_event, 'on CPU') as event, count(*)::int as n
           from pg_stat_activity
           where state <> 'idle' and backend_type = 'client backend' and pid <> pg_backend_pid()
           group by 1`,
        );
        for (const row of rows) {
          counts.set(String(row.event), (counts.get(String(row.event)) ?? 0) + Number(row.n));
        }
      });
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return {
    async stop(): Promise<Array<[string, number]>> {
      sampling = false;
      await done;
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0) || 1;
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([event, n]) => [event, Math.round((n / total) * 100)]);
    },
  };
}

/** Every payment of the run recorded, and none twice. */
async function checkPayments(query: Query, schoolIds: string[]): Promise<string[]> {
  const problems: string[] = [];
  const check = async (label: string, text: string) => {
    const rows = await query(text, [schoolIds]);
    if (rows.length > 0) problems.push(`${label}: ${JSON.stringify(rows.slice(0, 3))}`);
  };
  await check(
    'a reference is recorded more than once',
    `select reference_no from payments where school_id = any($1) group by reference_no having count(*) > 1`,
  );
  await check(
    'a payment was not recorded',
    `select reference_no, status from payments where school_id = any($1) and status <> 'success'`,
  );
  return problems;
}
