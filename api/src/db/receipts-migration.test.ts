import assert from 'node:assert/strict';
import { test } from 'node:test';
import { receiptPrefix } from '@fees/shared-data/core';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './client';
import { bareDatabase, migrationsUpTo } from '../testing/migrations';

const SCHOOLS = [
  ['s1', 'Sunrise Kids Academy'],
  ['s2', 'Greenfield'],
  ['s3', "St. Mary's College, Ikeja"],
] as const;

test('payments counted before receipts get their numbers per school in the order they were counted, with what was paid and left then', async () => {
  const { db, migrate } = await bareDatabase();
  await migrate(await migrationsUpTo('0013_payments_day_and_amount'));
  const payment = (
    id: string,
    school: string,
    student: string,
    term: string,
    status: string,
    amountKobo: number,
    paidAt: string | null,
  ) =>
    `('${id}', '${school}', '${student}', 'c1', '${term}', 'Ngozi', '', 'Pupil', 'Primary1',
      'Fees', ${amountKobo}, ${amountKobo}, 'ref-${id}', '${status}',
      ${paidAt ? `'${paidAt}'` : 'null'})`;
  for (const statement of [
    `insert into users (id, firstname, lastname, email, phone, password_hash)
          values ('u1', 'Chidi', 'Okafor', 'chidi@example.com', '08031234567', 'x')`,
    `insert into schools (id, owner_id, name, address, level) values ${SCHOOLS.map(
      ([id, name]) => `('${id}', 'u1', '${name.replace("'", "''")}', 'Ikeja', 'Primary')`,
    ).join(', ')}`,
    `insert into terms (id, school_id, session, name, status, opened_at, closed_at)
          values ('t1', 's1', '2026/2027', 'First term', 'closed', '2026-09-01T08:00:00Z',
                  '2027-01-04T08:00:00Z'),
                 ('t2', 's1', '2026/2027', 'Second term', 'current', '2027-01-05T08:00:00Z', null),
                 ('t3', 's2', '2026/2027', 'First term', 'current', '2026-09-01T08:00:00Z', null),
                 ('t4', 's3', '2026/2027', 'First term', 'current', '2026-09-01T08:00:00Z', null)`,
    `insert into students (id, school_id, classroom_id, fullname, age, sex, phone_no)
          values ('st1', 's1', 'c1', 'Okafor Ada', 7, 'Female', '0803'),
                 ('st2', 's2', 'c1', 'Bello Tunde', 8, 'Male', '0803'),
                 ('st3', 's3', 'c1', 'Eze Obi', 8, 'Male', '0803')`,
    `insert into student_terms (student_id, term_id, school_id, charges_kobo)
          values ('st1', 't1', 's1', 3000000), ('st1', 't2', 's1', 3000000),
                 ('st2', 't3', 's2', 1000000), ('st3', 't4', 's3', 0)`,
    // Stored out of the order they were counted in.
    `insert into payments (id, school_id, student_id, classroom_id, term_id, depositor_name, email,
            student_name, student_class, purpose, expected_kobo, amount_kobo, reference_no, status,
            paid_at)
          values ${[
            payment('p3', 's1', 'st1', 't1', 'success', 2000000, '2026-11-01T09:00:00Z'),
            payment('p4', 's1', 'st1', 't2', 'success', 1500000, '2027-02-01T09:00:00Z'),
            payment('p1', 's1', 'st1', 't1', 'success', 1000000, '2026-10-01T09:00:00Z'),
            payment('p2', 's1', 'st1', 't1', 'void', 500000, '2026-10-02T09:00:00Z'),
            payment('p0', 's1', 'st1', 't2', 'pending', 700000, null),
            payment('p5', 's2', 'st2', 't3', 'success', 400000, '2026-09-10T09:00:00Z'),
            payment('p6', 's3', 'st3', 't4', 'success', 100000, '2026-09-10T09:00:00Z'),
          ].join(', ')}`,
  ]) {
    await db.execute(sql.raw(statement));
  }
  await migrate(MIGRATIONS_FOLDER);

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  assert.deepEqual(
    await rows(sql`select id, receipt_no, paid_to_date_kobo::int as paid,
          balance_after_kobo::int as balance from payments order by id`),
    [
      { id: 'p0', receipt_no: null, paid: null, balance: null },
      { id: 'p1', receipt_no: 'SKA-000001', paid: 1000000, balance: 2000000 },
      // A void counted when it was made, so its own receipt counts it.
      { id: 'p2', receipt_no: 'SKA-000002', paid: 1500000, balance: 1500000 },
      { id: 'p3', receipt_no: 'SKA-000003', paid: 3000000, balance: 0 },
      // Second term: paid this term alone, and a balance that takes its charges in.
      { id: 'p4', receipt_no: 'SKA-000004', paid: 1500000, balance: 1500000 },
      { id: 'p5', receipt_no: 'GRE-000001', paid: 400000, balance: 600000 },
      { id: 'p6', receipt_no: 'SMC-000001', paid: 100000, balance: -100000 },
    ],
  );
  assert.deepEqual(await rows(sql`select id, receipt_seq from schools order by id`), [
    { id: 's1', receipt_seq: 4 },
    { id: 's2', receipt_seq: 1 },
    { id: 's3', receipt_seq: 1 },
  ]);
  // The migration's prefix is the one new payments take (receiptPrefix).
  for (const [id, name] of SCHOOLS) {
    const [row] = await rows(
      sql`select receipt_no from payments where school_id = ${id} and receipt_no is not null limit 1`,
    );
    assert.equal(String(row?.receipt_no).split('-')[0], receiptPrefix(name), name);
  }
});
