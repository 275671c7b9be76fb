import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database';
import { sessions, users } from './schema/accounts';
import { selectInTransaction } from './prepared';

const withSessions = selectInTransaction('test_user_with_sessions', (tx) =>
  tx
    .select({ user: { email: users.email }, session: { since: sessions.createdAt } })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(eq(users.email, sql.placeholder('email'))),
);

test('a select built once runs inside each transaction with its own values', async (t) => {
  const database = await openTestDatabase();
  t.after(() => database.close());
  const add = (email: string) => ({
    firstname: 'Ada',
    lastname: 'Obi',
    email,
    phone: '08031234567',
    passwordHash: 'x',
  });
  const rolledBack = new Error('rolled back');
  const seen = await database.db
    .transaction(async (tx) => {
      await tx.insert(users).values(add('ada@example.com'));
      // Only this transaction can see the row it has not committed.
      const rows = await withSessions(tx, { email: 'ada@example.com' });
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.user.email, 'ada@example.com');
      // A left-joined table that found nothing is null, as in Drizzle's own select.
      assert.equal(rows[0]?.session, null);
      throw rolledBack;
    })
    .catch((error: unknown) => error);
  assert.equal(seen, rolledBack);

  const after = await database.db.transaction(async (tx) => {
    await tx.insert(users).values([add('bola@example.com'), add('chi@example.com')]);
    return {
      ada: await withSessions(tx, { email: 'ada@example.com' }),
      chi: await withSessions(tx, { email: 'chi@example.com' }),
    };
  });
  assert.deepEqual(after.ada, []);
  assert.deepEqual(
    after.chi.map((row) => row.user.email),
    ['chi@example.com'],
  );
});
