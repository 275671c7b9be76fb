import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './client';
import { databaseAt, OWNER_ROW } from '../testing/migrations';

test('a school counted its leavers among its students: it counts only the enrolled ones, its money unchanged', async () => {
  const { db, migrate } = await databaseAt('0026_transfer_accounts', [
    OWNER_ROW,
    `insert into schools (id, owner_id, name, address, level, no_of_classrooms, no_of_students,
            total_fees_expected_kobo, total_fees_kobo)
          values ('s1', 'u1', 'Sunrise', 'Ikeja', 'Primary', 1, 3, 9000000, 1000000),
                 ('s2', 'u1', 'Harmony', 'Yaba', 'Primary', 0, 0, 0, 0)`,
    `insert into classrooms (id, school_id, name, class_teacher, class_fees_kobo, no_of_students,
            total_fees_expected_kobo, total_fees_kobo)
          values ('c1', 's1', 'Primary3', 'Mrs Ade', 3000000, 2, 6000000, 1000000)`,
    `insert into students (id, school_id, classroom_id, fullname, age, sex, discount, phone_no,
            total_paid_fees_kobo, total_fees_expected_kobo, enrolment)
          values ('st1', 's1', 'c1', 'Okafor Ada', 8, 'Female', 0, '0803', 1000000, 3000000, 'enrolled'),
                 ('st2', 's1', 'c1', 'Bello Tunde', 8, 'Male', 0, '0803', 0, 3000000, 'enrolled'),
                 ('st3', 's1', 'c1', 'Eze Obi', 12, 'Male', 0, '0803', 0, 3000000, 'left')`,
  ]);

  await migrate(MIGRATIONS_FOLDER);

  const { rows } = (await db.execute(
    sql`select id, no_of_students, total_fees_expected_kobo::int as expected,
          total_fees_kobo::int as paid from schools order by id`,
  )) as unknown as { rows: Record<string, unknown>[] };
  assert.deepEqual(rows, [
    { id: 's1', no_of_students: 2, expected: 9_000_000, paid: 1_000_000 },
    { id: 's2', no_of_students: 0, expected: 0, paid: 0 },
  ]);
});
