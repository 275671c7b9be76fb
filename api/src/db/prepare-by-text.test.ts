import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openTestDatabase, TEST_DATABASE_URL } from '../testing/test-database';
import { PREPARED_TEXT_MAX } from './prepare-by-text';

// PostgreSQL only: on PGlite nothing is prepared by name.
if (TEST_DATABASE_URL) {
  test('a statement is kept prepared on its connection only while its text is short', async (t) => {
    const database = await openTestDatabase();
    t.after(() => database.close());
    const withText = (length: number) => {
      const padding = ' '.repeat(length - 'select $1::int as one -- '.length);
      return sql`select ${1}::int as one -- ${sql.raw(padding)}`;
    };
    const kept = await database.db.transaction(async (tx) => {
      await tx.execute(withText(PREPARED_TEXT_MAX));
      await tx.execute(withText(PREPARED_TEXT_MAX + 1));
      const { rows } = (await tx.execute(
        sql`select length(statement) as length from pg_prepared_statements where statement like 'select $1::int as one%'`,
      )) as unknown as { rows: { length: number }[] };
      return rows.map((row) => row.length);
    });
    assert.deepEqual(kept, [PREPARED_TEXT_MAX]);
  });
}
