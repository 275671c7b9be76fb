import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchApi, type BenchApi, type Engine } from '../lib/api-fixture';
import { root } from '../lib/paths';
import { round, type Figure, type SuiteResult } from '../lib/report';
import { createSchool, fillSchool } from '../lib/seed';

const DURATION_S = 8;
const CONNECTIONS = 10;

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: failed,
  };
}

async function startHelloWorld() {
  const child = spawn(process.execPath, [path.join(root, 'bench', 'lib', 'hello-world.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    url: line.toString().trim(),
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

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
  if (!student || !payment) throw new Error('The seeded school has no students or payments');
  return [
    { name: 'GET /api/auth/ (signed-in user)', url: `${base}/api/auth/` },
    { name: 'GET 50 students', url: `${base}/api/students?schoolId=${school.schoolId}&limit=50` },
    { name: 'GET one student', url: `${base}/api/students?_id=${student._id}` },
    {
      name: 'GET 50 of 50,000 payments',
      url: `${base}/api/payments?schoolId=${school.schoolId}&limit=50`,
    },
    {
      name: 'POST verify (already recorded)',
      url: `${base}/api/payments/verify`,
      method: 'POST' as const,
      body: JSON.stringify({ reference: payment.referenceNo }),
    },
  ];
}

export async function apiThroughput(): Promise<SuiteResult> {
  const hello = await startHelloWorld();
  const rows: Array<Array<string | number>> = [];
  const figures: Figure[] = [];
  const data: Record<string, unknown> = {};
  try {
    const ceiling = await load({ url: hello.url });
    data.ceiling = ceiling;
    rows.push([
      'hello-world (ceiling)',
      '—',
      ceiling.requestsPerSecond,
      ceiling.p50,
      ceiling.p99,
      '1.00',
    ]);
    for (const engine of ['pglite', 'postgres'] as Engine[]) {
      const bench = await startBenchApi(engine);
      try {
        for (const route of await routesOf(bench)) {
          const result = await load({
            ...route,
            headers: { ...bench.headers, 'content-type': 'application/json' },
          });
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
          ]);
          if (engine === 'postgres' && route.name.startsWith('GET 50')) {
            figures.push({
              name: `API ${route.name} ÷ ceiling (PostgreSQL)`,
              value: round(ratio, 3),
              unit: '',
              goal: { atLeast: 0.4 },
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
        caption: `autocannon on loopback, ${CONNECTIONS} connections for ${DURATION_S} s per row; latency in ms.`,
        header: ['route', 'database', 'requests/s', 'p50', 'p99', '÷ ceiling'],
        rows,
      },
    ],
    notes: [],
    data,
  };
}
