import { schoolToday } from '@fees/shared-data/core';
import { startBenchApi } from '../lib/api-fixture';
import { checkSeedAgainstApi, growTo, GROWTH_SHAPE, type GrowthSchool } from '../lib/growth-seed';
import { round, type Figure, type SuiteResult, type Table } from '../lib/report';
import { load, type Load } from './api-throughput';

const DAY_MS = 24 * 60 * 60 * 1000;
const DURATION_S = 5;
const GOAL_RATIO = 1.2;

/** `GROWTH_SIZES=1,10,30 npm run bench -- growth` tries the suite small; the issue asks for these. */
function sizes(): number[] {
  const named = process.env.GROWTH_SIZES?.split(',').map((size) => Number(size.trim()));
  const chosen = named ?? [1, 100, 1_000];
  if (chosen.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new Error(
      `GROWTH_SIZES must list whole numbers of schools, not ${process.env.GROWTH_SIZES}`,
    );
  }
  return [...chosen].sort((a, b) => a - b);
}

/** The reads measured, all of the largest school. */
async function readsOf(url: string, headers: Record<string, string>, school: GrowthSchool) {
  const response = await fetch(`${url}/api/students?schoolId=${school.schoolId}&limit=1`, {
    headers,
  });
  const [student] = (await response.json()) as Array<{ _id: string }>;
  if (!student) throw new Error('The largest school has no students');
  const reports = `${url}/api/schools/${school.schoolId}/reports`;
  // The seed's card payments fall on the days after today, one per student a day.
  const busyDay = schoolToday(new Date(Date.now() + 2 * DAY_MS));
  return [
    { name: 'signed-in user', url: `${url}/api/auth/` },
    { name: '50 students', url: `${url}/api/students?schoolId=${school.schoolId}&limit=50` },
    { name: 'one student', url: `${url}/api/students?_id=${student._id}` },
    { name: '50 payments', url: `${url}/api/payments?schoolId=${school.schoolId}&limit=50` },
    { name: 'term report', url: `${reports}/term` },
    { name: 'defaulters', url: `${reports}/defaulters` },
    { name: "a day's cash book", url: `${reports}/cash-book?from=${busyDay}` },
  ];
}

/**
 * One PostgreSQL database grown to each size in turn, the schools of a size including those of
 * the smaller ones, and the same reads of its largest school measured at each: a school must not
 * pay for the others (docs/performance.md#growth).
 */
export async function growth(): Promise<SuiteResult> {
  const bench = await startBenchApi('postgres', 1);
  const schools: GrowthSchool[] = [];
  const measured: Array<{ size: number; seedS: number; bytes: number; loads: Load[] }> = [];
  const names: string[] = [];
  try {
    if (!bench.databaseUrl) throw new Error('The growth bench runs on PostgreSQL');
    for (const size of sizes()) {
      const started = performance.now();
      await growTo(bench, schools, size);
      const seedS = (performance.now() - started) / 1000;
      console.log(`  ${size} schools seeded in ${round(seedS, 1)} s`);
      if (measured.length === 0) {
        await checkSeedAgainstApi(bench, schools.at(-1)!, bench.databaseUrl);
      }
      const [database] = await bench.withSql((query) =>
        query('select pg_database_size(current_database())::bigint as bytes'),
      );
      const reads = await readsOf(bench.api.url, bench.headers, schools[0]!);
      const loads: Load[] = [];
      for (const read of reads) {
        const result = await load(
          { url: read.url, headers: bench.headers },
          bench.processRoots(),
          DURATION_S,
        );
        if (result.errors > 0)
          throw new Error(`${read.name} at ${size} schools: ${result.errors} failed`);
        loads.push(result);
      }
      names.splice(0, names.length, ...reads.map((read) => read.name));
      measured.push({ size, seedS, bytes: Number(database?.bytes), loads });
    }
  } finally {
    await bench.stop();
  }

  const first = measured[0]!;
  const last = measured.at(-1)!;
  const tables: Table[] = measured.map(({ size, seedS, bytes, loads }) => ({
    caption: `${size.toLocaleString('en-US')} schools: database ${round(bytes / 2 ** 20, 0)} MiB, seeded in ${round(seedS, 0)} s. autocannon, 10 connections for ${DURATION_S} s per row; latency in ms; CPU is the API's and PostgreSQL's per request.`,
    header: ['read', 'requests/s', 'p50', 'p99', 'CPU µs each'],
    rows: loads.map((result, index) => [
      names[index]!,
      result.requestsPerSecond,
      result.p50,
      result.p99,
      result.cpuUsEach,
    ]),
  }));
  const ratio = (index: number, pick: (result: Load) => number) =>
    round(pick(last.loads[index]!) / Math.max(1, pick(first.loads[index]!)), 2);
  // autocannon counts whole milliseconds: a read under 1 ms at both sizes has no ratio to show.
  const latencyRatio = (index: number, pick: (result: Load) => number) =>
    pick(first.loads[index]!) === 0 && pick(last.loads[index]!) === 0
      ? '< 1 ms'
      : ratio(index, pick);
  tables.push({
    caption: `${last.size.toLocaleString('en-US')} schools ÷ ${first.size.toLocaleString('en-US')}: the same read of the largest school (goal ≤ ${GOAL_RATIO}×).`,
    header: ['read', 'p50', 'p99', 'CPU each'],
    rows: names.map((name, index) => [
      name,
      latencyRatio(index, (result) => result.p50),
      latencyRatio(index, (result) => result.p99),
      ratio(index, (result) => result.cpuUsEach),
    ]),
  });
  const figures: Figure[] = names.map((name, index) => ({
    name: `Growth: ${name}, CPU at ${last.size.toLocaleString('en-US')} schools ÷ ${first.size}`,
    value: ratio(index, (result) => result.cpuUsEach),
    unit: '×',
    goal: { atMost: GOAL_RATIO },
  }));
  figures.push({
    name: `Growth: database at ${last.size.toLocaleString('en-US')} schools`,
    value: round(last.bytes / 2 ** 20, 0),
    unit: 'MiB',
  });
  const { largest, others } = GROWTH_SHAPE;
  return {
    id: 'growth',
    title: 'A school among many: the same reads as the database grows',
    figures,
    tables,
    notes: [
      `The first school holds ${largest.students.toLocaleString('en-US')} students with ${largest.paymentsEach} card payments each, every one owing; every other, ${others.students} students with ${others.paymentsEach} each, in ${others.classrooms} classes. Schools and classes are made through the API, students, charges and payments in bulk through SQL with the running figures the writes keep; at the first size a student enrolled and a payment recorded through the API read back with the same fields as seeded ones, and the recount agrees with every figure.`,
    ],
    data: measured.map(({ size, seedS, bytes, loads }) => ({
      size,
      seedS,
      bytes,
      loads: Object.fromEntries(loads.map((result, index) => [names[index], result])),
    })),
  };
}
