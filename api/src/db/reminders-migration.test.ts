import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './client';
import { databaseAt, OWNER_ROW } from '../testing/migrations';

test('reminders sent before the daily run keep the Lagos day they were sent on, so a parent still hears once that day', async () => {
  const { db, migrate } = await databaseAt('0030_payment_plans', [
    OWNER_ROW,
    `insert into schools (id, owner_id, name, address, level)
          values ('s1', 'u1', 'Sunrise', 'Ikeja', 'Primary')`,
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    `insert into parent_reminders (id, school_id, email, sent_at)
          values ('r1', 's1', 'mum@example.com', '2027-01-14T22:59:00Z'),
                 ('r2', 's1', 'mum@example.com', '2027-01-15T23:30:00Z')`,
  ]);

  await migrate(MIGRATIONS_FOLDER);

  const { rows } = (await db.execute(
    sql`select id, day from parent_reminders order by id`,
  )) as unknown as { rows: Record<string, unknown>[] };
  assert.deepEqual(rows, [
    { id: 'r1', day: '2027-01-14' },
    { id: 'r2', day: '2027-01-16' },
  ]);
  await assert.rejects(
    db.execute(
      sql`insert into parent_reminders (id, school_id, email, day) values ('r3', 's1', 'mum@example.com', '2027-01-16')`,
    ),
    'the database keeps one a parent a day',
  );
});
