import assert from 'node:assert/strict';
import { test } from 'node:test';
import { balanceKobo, receiptNumber } from '@fees/shared-data/core';
import { sql } from 'drizzle-orm';
import { seededRandom } from '../testing/seeded-random';
import { openTestDatabase } from '../testing/test-database';
import { balanceSql, receiptNumberSql } from './counted-payments';

// The ledger's rules are written once per side: shared-data's TS and this folder's SQL. Here the
// database itself answers both SQL forms for the same inputs as the TS.

test('the balance in SQL equals the balance in TS, credits and large sums too', async (t) => {
  const database = await openTestDatabase();
  t.after(() => database.close());
  const next = seededRandom(49);
  const cases = Array.from({ length: 200 }, () => [
    Math.floor(next() * 10_000_000_000) - 1_000_000_000,
    Math.floor(next() * 10_000_000_000),
  ]);
  for (const [expected = 0, paid = 0] of cases) {
    const { rows } = (await database.db.execute(
      sql`select ${balanceSql(sql`${expected}::bigint`, sql`${paid}::bigint`)} as balance`,
    )) as { rows: { balance: unknown }[] };
    assert.equal(Number(rows[0]?.balance), balanceKobo(expected, paid), `${expected} - ${paid}`);
  }
});

test('a receipt number in SQL is written as receiptNumber writes it, past six digits too', async (t) => {
  const database = await openTestDatabase();
  t.after(() => database.close());
  for (const [prefix, sequence] of [
    ['SKA', 1],
    ['GRE', 42],
    ['SMC', 999_999],
    ['RCT', 1_000_000],
    ['AB1', 12_345_678],
  ] as const) {
    const { rows } = (await database.db.execute(
      sql`select ${receiptNumberSql(prefix, sql`${sequence}::bigint`)} as receipt`,
    )) as { rows: { receipt: string }[] };
    assert.equal(rows[0]?.receipt, receiptNumber(prefix, sequence));
  }
});
