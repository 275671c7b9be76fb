import { recountDatabase } from '@fees/api/recount';
import { startBenchApi } from '../lib/api-fixture';
import { startCpuMeter } from '../lib/run-cpu';
import { round, type SuiteResult } from '../lib/report';
import { createSchool, fillSchool } from '../lib/seed';

const STUDENTS = 5_000;
const CLASSROOMS = 12;

/**
 * 'Start next term' for a school of 5,000 students, each with a payment, on PostgreSQL: the one
 * request that closes the term, freezes every student's charges and opens the next
 * (docs/terms.md#next-term). Its figures must then equal the ledger's recount, or the run fails.
 */
export async function nextTermStart(): Promise<SuiteResult> {
  const bench = await startBenchApi('postgres', 1);
  try {
    const school = await createSchool(bench, CLASSROOMS);
    await fillSchool(bench, school, STUDENTS, 1);
    const [closing] = await bench.withSql((query) =>
      query(`select id from terms where school_id = $1 and status = 'current'`, [school.schoolId]),
    );
    const cpu = startCpuMeter(bench.processRoots());
    const started = performance.now();
    await bench.post(`/api/schools/${school.schoolId}/terms`, {
      password: bench.password,
      closing: String(closing?.id),
    });
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = cpu.stopMs() / 1000;

    if (!bench.databaseUrl) throw new Error('The next term runs on PostgreSQL');
    const problems = await recountDatabase(bench.databaseUrl);
    if (problems.length > 0) {
      throw new Error(`The next term's figures disagree with the ledger:\n${problems.join('\n')}`);
    }
    return {
      id: 'next-term',
      title: 'Starting the next term of a 5,000-student school',
      figures: [
        {
          name: `Start next term, ${STUDENTS.toLocaleString('en-US')} students on PostgreSQL`,
          value: round(seconds, 2),
          unit: 's',
          goal: { atMost: 10 },
        },
        { name: 'CPU for it (API and PostgreSQL)', value: round(cpuSeconds, 2), unit: 's' },
      ],
      tables: [
        {
          caption: `One request: ${STUDENTS} students in ${CLASSROOMS} classes, each with one payment; the figures then recounted.`,
          header: ['wall time (s)', 'CPU (s)', 'figures equal the recount'],
          rows: [[round(seconds, 2), round(cpuSeconds, 2), 'yes']],
        },
      ],
      notes: [
        'Every write of the step is one statement for the whole school (updateRows and insertRows send each column as one array), so the time grows with the rows written, not with round trips.',
      ],
      data: { seconds, cpuSeconds },
    };
  } finally {
    await bench.stop();
  }
}
