import assert from 'node:assert/strict';
import { test } from 'node:test';
import type pg from 'pg';
import { buildTestApp } from '../testing/build-app';
import { createClassroom, ownerWithSchool } from '../testing/fixtures';
import { TEST_DATABASE_URL } from '../testing/test-database';

/**
 * What the pool's connections hold on the server: the texts they keep prepared (each counted once,
 * however many connections keep it) and the bytes of their memory.
 */
async function heldByConnections(pool: pg.Pool) {
  // Between requests every connection is idle, so asking for as many as are open lends each once.
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    const texts = new Set<string>();
    let bytes = 0;
    for (const client of clients) {
      const prepared = await client.query<{ statement: string }>(
        'select statement from pg_prepared_statements',
      );
      for (const row of prepared.rows) texts.add(row.statement);
      const memory = await client.query<{ bytes: string }>(
        'select sum(total_bytes) as bytes from pg_backend_memory_contexts',
      );
      bytes += Number(memory.rows[0]?.bytes);
    }
    return { statements: texts.size, bytes };
  } finally {
    // Given back in reverse, so the pool lends them in the order it did before.
    for (const client of clients.reverse()) client.release();
  }
}

// PostgreSQL only: PGlite prepares nothing by name and is one process's own memory.
if (TEST_DATABASE_URL) {
  test('imports of 20 sizes leave the server no more statements or memory than the first few', async (t) => {
    const ctx = await buildTestApp(t);
    const { owner, school } = await ownerWithSchool(ctx);
    const classroom = await createClassroom(owner, school._id);
    const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    const importFile = async (size: number) => {
      const response = await owner.client.post('/api/students/import', {
        schoolId: school._id,
        password: owner.password,
        // Some rows share a parent's phone, so the file makes families and joins them.
        students: Array.from({ length: size }, (_, index) => ({
          fullname: `Student ${size} Number${index}`,
          age: 6 + (index % 10),
          sex: index % 2 === 0 ? 'Female' : 'Male',
          phoneNo: `080${String(size * 1000 + Math.floor(index / 3)).padStart(8, '0')}`,
          classroom: classroom._id,
        })),
      });
      assert.equal(response.statusCode, 201, response.body);
    };
    const sizes = Array.from({ length: 20 }, (_, index) => 200 + index);
    for (const size of sizes.slice(0, 5)) await importFile(size);
    const warm = await heldByConnections(pool);
    for (const size of sizes.slice(5)) await importFile(size);
    const after = await heldByConnections(pool);
    assert.ok(
      after.statements <= warm.statements,
      `prepared statements ${warm.statements} → ${after.statements} over 15 more imports`,
    );
    const grewMb = (after.bytes - warm.bytes) / 1024 / 1024;
    assert.ok(grewMb < 4, `the connections grew by ${grewMb.toFixed(1)} MB over 15 more imports`);
  });
}
