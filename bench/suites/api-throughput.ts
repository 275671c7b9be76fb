import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { schoolToday } from '@fees/shared-data/core';
import autocannon from 'autocannon';
import { startBenchApi, type BenchApi, type Engine } from '../lib/api-fixture';
import { root } from '../lib/paths';
import { startCpuMeter } from '../lib/run-cpu';
import { round, type Figure, type SuiteResult } from '../lib/report';
import { createSchool, fillSchool } from '../lib/seed';

const DURATION_S = 8;
const DAY_MS = 24 * 60 * 60 * 1000;
const CONNECTIONS = 10;

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU of the server's processes (the API and its PostgreSQL) per request, in µs. */
  cpuUsEach: number;
}

/**
 * Unmetered load before each metered one. Without it the first route a process serves pays for
 * compiling the code every request runs (hooks, headers, the session), which the routes after it
 * find compiled; a route's first requests fill its caches; and the first load after a seed meets
 * PostgreSQL still settling.
 */
const WARM_S = 2;

/**
 * Loads a route from this process, warmed first, and meters the servers under `roots`, not this
 * process: the client's own CPU is not the server's cost.
 */
export async function load(
  options: autocannon.Options,
  roots: number[],
  duration = DURATION_S,
): Promise<Load> {
  await autocannon({ connections: CONNECTIONS, duration: WARM_S, ...options });
  const cpu = startCpuMeter(roots, [process.pid]);
  const result = await autocannon({ connections: CONNECTIONS, duration, ...options });
  const cpuMs = cpu.stopMs();
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: failed,
    cpuUsEach: round((cpuMs * 1000) / Math.max(1, result.requests.total), 1),
  };
}

async function startHelloWorld() {
  const child = spawn(process.execPath, [path.join(root, 'bench', 'lib', 'hello-world.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    url: line.toString().trim(),
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * The goals for PostgreSQL: CPU per request (the API and its PostgreSQL) as a multiple of the
 * hello-world ceiling's. Requests a second against the ceiling moved twofold between runs on this
 * machine, CPU per request far less (docs/performance.md).
 */
const CPU_GOALS: Record<string, number> = {
  'GET /api/auth/ (signed-in user)': 3,
  'GET one student': 3,
  'GET 50 students': 4,
  'GET 50 of 50,000 payments': 4,
};

const DEEP = 'GET 50 payments, 40,000 deep';

/** The routes measured, on a school of 5,000 students and 50,000 payments. */
async function routesOf(bench: BenchApi) {
  const school = await createSchool(bench, 10);
  await fillSchool(bench, school, 5_000, 10);
  const base = bench.api.url;
  const get = async (query: string) => {
    const response = await fetch(`${base}${query}`, { headers: bench.headers });
    return (await response.json()) as Array<{ _id: string; referenceNo: string }>;
  };
  const [student] = await get(`/api/students?schoolId=${school.schoolId}&limit=1`);
  const [payment] = await get(`/api/payments?schoolId=${school.schoolId}&limit=1`);
  // The page 40,000 rows deep starts after the 40,000th payment, as a scrolled list asks for it.
  const [deepest] = await get(`/api/payments?schoolId=${school.schoolId}&limit=1&offset=39999`);
  if (!student || !payment || !deepest) {
    throw new Error('The seeded school has too few students or payments');
  }
  const reports = `${base}/api/schools/${school.schoolId}/reports`;
  // The seed's card payments fall on the ten days after today, 5,000 a day.
  const busyDay = schoolToday(new Date(Date.now() + 2 * DAY_MS));
  const reads = [
    { name: 'term report', url: `${reports}/term` },
    { name: 'defaulters, every class', url: `${reports}/defaulters` },
    { name: 'cash book of a day of 5,000 payments', url: `${reports}/cash-book?from=${busyDay}` },
  ];
  const loads = [
    { name: 'GET /api/auth/ (signed-in user)', url: `${base}/api/auth/` },
    { name: 'GET 50 students', url: `${base}/api/students?schoolId=${school.schoolId}&limit=50` },
    { name: 'GET one student', url: `${base}/api/students?_id=${student._id}` },
    {
      name: 'GET 50 of 50,000 payments',
      url: `${base}/api/payments?schoolId=${school.schoolId}&limit=50`,
    },
    {
      name: DEEP,
      url: `${base}/api/payments?schoolId=${school.schoolId}&limit=50&after=${deepest._id}`,
    },
    {
      name: 'POST verify (already recorded)',
      url: `${base}/api/payments/verify`,
      method: 'POST' as const,
      body: JSON.stringify({ reference: payment.referenceNo }),
    },
  ];
  return { loads, reads };
}

const READS = 15;

/** How long one report takes to answer, asked `READS` times one after another: median and slowest. */
async function timeRead(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let read = 0; read < READS; read += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: round(times[Math.floor(READS / 2)]!, 1), slowest: round(times.at(-1)!, 1) };
}

export async function apiThroughput(): Promise<SuiteResult> {
  const hello = await startHelloWorld();
  const rows: Array<Array<string | number>> = [];
  const reportRows: Array<Array<string | number>> = [];
  const figures: Figure[] = [];
  const data: Record<string, unknown> = {};
  try {
    const ceiling = await load({ url: hello.url }, [hello.pid]);
    data.ceiling = ceiling;
    rows.push([
      'hello-world (ceiling)',
      '—',
      ceiling.requestsPerSecond,
      ceiling.p50,
      ceiling.p99,
      '1.00',
      ceiling.cpuUsEach,
    ]);
    for (const engine of ['pglite', 'postgres'] as Engine[]) {
      const bench = await startBenchApi(engine);
      try {
        const { loads, reads } = await routesOf(bench);
        for (const read of reads) {
          const time = await timeRead(read.url, bench.headers);
          data[`${engine} report ${read.name}`] = time;
          reportRows.push([read.name, engine, time.median, time.slowest]);
          if (engine === 'postgres') {
            figures.push({
              name: `Report answers: ${read.name}, 5,000 students (PostgreSQL, slowest of ${READS})`,
              value: time.slowest,
              unit: 'ms',
              goal: { atMost: 1000 },
            });
          }
        }
        for (const route of loads) {
          const result = await load(
            { ...route, headers: { ...bench.headers, 'content-type': 'application/json' } },
            bench.processRoots(),
          );
          if (result.errors > 0)
            throw new Error(`${route.name} on ${engine}: ${result.errors} failed`);
          const ratio = result.requestsPerSecond / ceiling.requestsPerSecond;
          data[`${engine} ${route.name}`] = result;
          rows.push([
            route.name,
            engine,
            result.requestsPerSecond,
            result.p50,
            result.p99,
            ratio.toFixed(3),
            result.cpuUsEach,
          ]);
          const goal = CPU_GOALS[route.name];
          if (engine === 'postgres' && goal !== undefined) {
            figures.push({
              name: `API ${route.name}: CPU per request ÷ ceiling's (PostgreSQL)`,
              value: round(result.cpuUsEach / ceiling.cpuUsEach, 2),
              unit: '×',
              goal: { atMost: goal },
            });
          }
          if (engine === 'postgres' && route.name === DEEP) {
            const first = data['postgres GET 50 of 50,000 payments'] as Load;
            figures.push({
              name: 'API payments page 40,000 deep ÷ first page (PostgreSQL)',
              value: round(result.requestsPerSecond / first.requestsPerSecond, 2),
              unit: '',
              goal: { atLeast: 0.9 },
            });
          }
        }
      } finally {
        await bench.stop();
      }
    }
  } finally {
    await hello.stop();
  }
  return {
    id: 'api',
    title: 'API against a hello-world ceiling',
    figures,
    tables: [
      {
        caption: `autocannon on loopback, ${CONNECTIONS} connections for ${DURATION_S} s per row; latency in ms; CPU is the server's (the API process and its PostgreSQL, or the hello-world process) per request.`,
        header: ['route', 'database', 'requests/s', 'p50', 'p99', '÷ ceiling', 'CPU µs each'],
        rows,
      },
      {
        caption: `Each report of the same school asked ${READS} times one after another, alone: its answer's time in ms, body included.`,
        header: ['report', 'database', 'median', 'slowest'],
        rows: reportRows,
      },
    ],
    notes: [],
    data,
  };
}
