import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './client';
import { databaseAt, OWNER_ROW } from '../testing/migrations';

test('existing schools move into one current first term with every figure unchanged', async () => {
  // A school created in August 2026 is in session 2025/2026; one created at 23:30 UTC on 31 August
  // was created on 1 September in Lagos, so it is in 2026/2027.
  const { db, migrate } = await databaseAt('0009_payments_verifying_until', [
    OWNER_ROW,
    `insert into schools (id, owner_id, name, address, level, no_of_classrooms, no_of_students,
            total_fees_expected_kobo, total_fees_kobo, created_at)
          values ('s1', 'u1', 'Sunrise', 'Ikeja', 'Primary', 1, 2, 4500000, 1500000, '2026-08-20T23:30:00Z'),
                 ('s2', 'u1', 'Harmony', 'Yaba', 'Primary', 0, 0, 0, 0, '2026-08-31T23:30:00Z')`,
    `insert into classrooms (id, school_id, name, class_teacher, class_fees_kobo, no_of_students,
            total_fees_expected_kobo, total_fees_kobo)
          values ('c1', 's1', 'Primary1', 'Mrs Ade', 2500000, 2, 4500000, 1500000)`,
    `insert into students (id, school_id, classroom_id, fullname, age, sex, discount, phone_no,
            total_paid_fees_kobo, total_fees_expected_kobo)
          values ('st1', 's1', 'c1', 'Okafor Ada', 7, 'Female', 0, '0803', 1500000, 2500000),
                 ('st2', 's1', 'c1', 'Bello Tunde', 8, 'Male', 20, '0803', 0, 2000000)`,
    `insert into payments (id, school_id, student_id, classroom_id, depositor_name, email,
            student_name, student_class, purpose, expected_kobo, amount_kobo, reference_no, status)
          values ('p1', 's1', 'st1', 'c1', 'Ngozi', '', 'Okafor Ada', 'Primary1', 'Fees', 1500000,
                  1500000, 'ref-1', 'success'),
                 ('p2', 's1', 'st2', 'c1', 'Ngozi', '', 'Bello Tunde', 'Primary1', 'Fees', 500000,
                  0, 'ref-2', 'pending')`,
  ]);

  await migrate(MIGRATIONS_FOLDER);

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const terms = await rows(
    sql`select school_id, session, name, status, opened_at, closed_at from terms order by school_id`,
  );
  assert.deepEqual(
    terms.map((term) => [term.school_id, term.session, term.name, term.status, term.closed_at]),
    [
      ['s1', '2025/2026', 'First term', 'current', null],
      ['s2', '2026/2027', 'First term', 'current', null],
    ],
  );
  assert.equal(new Date(terms[0]?.opened_at as string).toISOString(), '2026-08-20T23:30:00.000Z');
  assert.deepEqual(
    await rows(sql`select s.id, s.enrolment, s.brought_forward_kobo::int as bf,
        st.classroom_id, st.charges_kobo::int as charges, st.paid_kobo::int as paid
      from students s join student_terms st on st.student_id = s.id order by s.id`),
    [
      {
        id: 'st1',
        enrolment: 'enrolled',
        bf: 0,
        classroom_id: 'c1',
        charges: 2500000,
        paid: 1500000,
      },
      { id: 'st2', enrolment: 'enrolled', bf: 0, classroom_id: 'c1', charges: 2000000, paid: 0 },
    ],
  );
  const filed = await rows(
    sql`select count(*)::int as n from payments p join terms t on t.id = p.term_id
      where t.school_id = 's1'`,
  );
  assert.equal(filed[0]?.n, 2);
  assert.deepEqual(
    await rows(sql`select total_fees_expected_kobo::int as expected, total_fees_kobo::int as paid
      from schools where id = 's1'`),
    [{ expected: 4500000, paid: 1500000 }],
  );
  await assert.rejects(
    db.execute(sql`insert into terms (id, school_id, session, name, status, opened_at)
      values ('t-extra', 's1', '2025/2026', 'Second term', 'current', now())`),
    'a second current term of one school is refused',
  );
});
